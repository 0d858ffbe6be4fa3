/* The pthread object types, shared by <pthread.h> and <sys/types.h>.
 * Opaque to programs; sized like glibc's (per arch, <bits/pthreadsize.h>).
 * The internal field layout is in libc/src/internal/pthread_impl.h. */
#ifndef _BITS_PTHREADTYPES_H
#define _BITS_PTHREADTYPES_H

#include <bits/pthreadsize.h>

#define __NEED_pthread_t
#include <bits/alltypes.h>

#define __PP_OPAQUE(n) union { int __i[(n)/4]; volatile int __vi[(n)/4]; \
	unsigned long __s[(n)/sizeof(long)]; volatile void *volatile __p[(n)/sizeof(void*)]; }

typedef struct { __PP_OPAQUE(__PP_SIZEOF_ATTR) __u; } pthread_attr_t;
typedef struct { __PP_OPAQUE(__PP_SIZEOF_MUTEX) __u; } pthread_mutex_t;
typedef struct { __PP_OPAQUE(__PP_SIZEOF_COND) __u; } pthread_cond_t;
typedef struct { __PP_OPAQUE(__PP_SIZEOF_RWLOCK) __u; } pthread_rwlock_t;
typedef struct { __PP_OPAQUE(__PP_SIZEOF_BARRIER) __u; } pthread_barrier_t;
typedef union { unsigned __attr; char __size[__PP_SIZEOF_MUTEXATTR]; } pthread_mutexattr_t;
typedef union { unsigned __attr; char __size[__PP_SIZEOF_CONDATTR]; } pthread_condattr_t;
typedef union { unsigned __attr[2]; char __size[__PP_SIZEOF_RWLOCKATTR]; } pthread_rwlockattr_t;
typedef union { unsigned __attr; char __size[__PP_SIZEOF_BARRIERATTR]; } pthread_barrierattr_t;
typedef unsigned pthread_key_t;
typedef int pthread_once_t;
typedef volatile int pthread_spinlock_t;

#undef __PP_OPAQUE

#endif
