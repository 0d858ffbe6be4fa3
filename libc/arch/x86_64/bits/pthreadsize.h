/* Sizes of the pthread object types, equal to glibc's on x86_64 so that
 * structures embedding them keep their glibc layout. */
#define __PP_SIZEOF_ATTR 56
#define __PP_SIZEOF_MUTEX 40
#define __PP_SIZEOF_MUTEXATTR 4
#define __PP_SIZEOF_COND 48
#define __PP_SIZEOF_CONDATTR 4
#define __PP_SIZEOF_RWLOCK 56
#define __PP_SIZEOF_RWLOCKATTR 8
#define __PP_SIZEOF_BARRIER 32
#define __PP_SIZEOF_BARRIERATTR 4
