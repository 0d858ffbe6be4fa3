/* Sizes of the pthread object types, equal to glibc's on aarch64 (which
 * uses the generic layout: larger mutex and attr than x86_64). */
#define __PP_SIZEOF_ATTR 64
#define __PP_SIZEOF_MUTEX 48
#define __PP_SIZEOF_MUTEXATTR 8
#define __PP_SIZEOF_COND 48
#define __PP_SIZEOF_CONDATTR 8
#define __PP_SIZEOF_RWLOCK 56
#define __PP_SIZEOF_RWLOCKATTR 8
#define __PP_SIZEOF_BARRIER 32
#define __PP_SIZEOF_BARRIERATTR 8
