#ifndef PTHREAD_IMPL_H
#define PTHREAD_IMPL_H

#include <pthread.h>
#include <stdint.h>
#include <stddef.h>
#include <limits.h>
#include "libc.h"
#include "syscall.h"
#include "atomic.h"
#include "futex.h"
#include "pthread_arch.h"

/* The public pthread_t is `struct __pthread *`: the descriptor itself. */
#define pthread __pthread

/* The thread descriptor. The first six words are ABI: x86_64 code reads
 * the descriptor's address at %fs:0 and the stack-protector canary at
 * %fs:0x28 (offset 40). Fields after the canary are ours to change. */
struct pthread {
	struct pthread *self;
	uintptr_t *dtv;
	struct pthread *prev, *next;
	uintptr_t sysinfo;
	uintptr_t canary;
	int tid;                   /* cleared (and futex-woken) by the kernel at exit */
	int errno_val;
	volatile int detach_state; /* DT_* below */
	volatile int cancel;       /* a cancellation request is pending */
	volatile unsigned char canceldisable, cancelasync;
	unsigned char tsd_used;
	void *map_base;            /* the mapping freed at join (0: none) */
	size_t map_size;
	void *stack;               /* highest address of the stack */
	size_t stack_size;
	size_t guard_size;
	void *start_arg;
	void *(*start)(void *);
	void *result;
	struct __ptcb *cancelbuf;  /* cleanup handlers, innermost first */
	struct __pthread_tsd *tsd;
	volatile int killlock[1];
	char *dlerror_buf;
	void *stdio_locks;
	/* The kernel's robust_list_head: the robust mutexes this thread holds
	 * (linked through their _m_next), the offset from a link to the lock
	 * word, and the one being locked or unlocked right now. */
	struct {
		volatile void *volatile head;
		long off;
		volatile void *volatile pending;
	} robust_list;
	/* C++ thread_local destructors, newest first (__cxa_thread_atexit_impl.c) */
	struct __tls_dtor *tls_dtors;
};

enum {
	DT_EXITED = 0,
	DT_EXITING,
	DT_JOINABLE,
	DT_DETACHED,
};

#ifdef TLS_ABOVE_TP
#define __pthread_self() ((struct pthread *)(__get_tp() - sizeof(struct pthread)))
#define TP_FROM_SELF(self) ((uintptr_t)(self) + sizeof(struct pthread))
#else
#define __pthread_self() ((struct pthread *)__get_tp())
#define TP_FROM_SELF(self) ((uintptr_t)(self))
#endif
#ifndef GAP_ABOVE_TP
#define GAP_ABOVE_TP 0
#endif

/* The program's static TLS, found from PT_TLS at start-up. */
struct tls_module {
	void *image;       /* initialisation image (p_filesz bytes) */
	size_t len;        /* p_filesz */
	size_t size;       /* p_memsz */
	size_t align;      /* p_align, at least sizeof(void*) */
	size_t area_size;  /* bytes a thread needs: block + descriptor + slack */
	size_t offset;     /* from the thread pointer to the block: below it
	                    * (x86_64) or above it (aarch64), as the linker
	                    * computed it from the segment's own p_align */
};

extern hidden struct tls_module __main_tls;

/* Lay out one thread's TLS block and descriptor inside MEM (at least
 * __main_tls.area_size bytes), copying the image; returns the descriptor. */
hidden struct pthread *__copy_tls(unsigned char *mem);
hidden int __init_tp(struct pthread *);

/* Set when the kernel keeps robust lists (qemu-user does not): without
 * them a robust mutex cannot outlive its owner process. */
extern hidden int __robust_list_ok;

/* Thread-specific data. A value counts only while its generation matches
 * the key's, so pthread_key_delete need not visit every thread. */
struct __pthread_tsd {
	void *val[PTHREAD_KEYS_MAX];
	unsigned gen[PTHREAD_KEYS_MAX];
};
hidden void __pthread_tsd_run_dtors(void);
hidden void __call_tls_dtors(void);

/* Threads other than the caller that are alive (the process exits when
 * the last thread calls pthread_exit). */
extern hidden volatile int __threads_minus_1;

/* The libc-internal signal that carries cancellation requests. */
#define SIGCANCEL 33
#define SA_RESTORER 0x04000000
/* The kernel's sigaction (not the libc one): mask is the kernel's 64 bits. */
struct k_sigaction {
	void (*handler)(int, void *, void *);
	unsigned long flags;
	void (*restorer)(void);
	unsigned long mask;
};
hidden void __pthread_restore_rt(void);

hidden _Noreturn void __cancel(void);
hidden void __testcancel(void);

/* A system call that is a cancellation point: it acts on a pending
 * request before blocking, and on one that arrives while it blocks. */
hidden long __syscall_cp_c(syscall_arg_t, syscall_arg_t, syscall_arg_t, syscall_arg_t,
                           syscall_arg_t, syscall_arg_t, syscall_arg_t);
/* The site is in __syscall_cp_c's code, whose number is a variable: each
 * call names its own number for the backends that link handlers by
 * number (syscall_arch.h's __syscall_need; nothing on most arches). */
#define __syscall_cp_n(n,a,b,c,d,e,f) (__syscall_need(n), __syscall_cp_c(n,a,b,c,d,e,f))
#define __syscall_cp0(n) __syscall_cp_n(n,0,0,0,0,0,0)
#define __syscall_cp1(n,a) __syscall_cp_n(n,__scc(a),0,0,0,0,0)
#define __syscall_cp2(n,a,b) __syscall_cp_n(n,__scc(a),__scc(b),0,0,0,0)
#define __syscall_cp3(n,a,b,c) __syscall_cp_n(n,__scc(a),__scc(b),__scc(c),0,0,0)
#define __syscall_cp4(n,a,b,c,d) __syscall_cp_n(n,__scc(a),__scc(b),__scc(c),__scc(d),0,0)
#define __syscall_cp5(n,a,b,c,d,e) __syscall_cp_n(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e),0)
#define __syscall_cp6(n,a,b,c,d,e,f) __syscall_cp_n(n,__scc(a),__scc(b),__scc(c),__scc(d),__scc(e),__scc(f))
#define __syscall_cp(...) __SYSCALL_DISP(__syscall_cp,__VA_ARGS__)
#define syscall_cp(...) __syscall_ret(__syscall_cp(__VA_ARGS__))

/* Futex waits with an absolute deadline on CLK (0: none). Return 0 on a
 * wake-up (or a changed value), ETIMEDOUT, EINTR, or EINVAL for a bad
 * clock or deadline. The _cp form is a cancellation point. */
struct timespec;
hidden int __timedwait(volatile int *, int, int clk, const struct timespec *, int priv);
hidden int __timedwait_cp(volatile int *, int, int clk, const struct timespec *, int priv);

hidden int __clone(int (*)(void *), void *stack, int flags, void *arg,
                   int *ptid, void *tls, int *ctid);
hidden _Noreturn void __unmapself(void *, size_t);

/* pthread_mutex_t: the type word (with flags) first so that the static
 * initialisers only need to set it. */
#define _m_type __u.__i[0]
#define _m_lock __u.__vi[1]     /* 0 free, 1 held, 2 held with waiters */
#define _m_owner __u.__i[2]     /* tid, for recursive/errorcheck */
#define _m_count __u.__i[3]     /* recursion depth beyond the first */
#define MT_KIND 3
#define MT_ROBUST 16
#define MT_SHARED 128
/* A mutex attribute's priority ceiling (0: never set), kept for
 * pthread_mutexattr_getprioceiling; see pthread_mutexattr_prioceiling.c. */
#define MT_CEILING_SHIFT 8
#define MT_CEILING (0xffu << MT_CEILING_SHIFT)

/* A robust mutex keeps the kernel's lock word: the owner's tid, and
 * FUTEX_WAITERS when someone may sleep on it; the kernel sets
 * FUTEX_OWNER_DIED (and clears the tid) when the owner dies holding it.
 * It is linked into its owner's robust list through _m_next/_m_prev, and
 * _m_state says it was taken over from a dead owner and not yet made
 * consistent. (libc/src/thread/pthread_mutex_robust.c) */
#define _m_next __u.__p[2]
#define _m_prev __u.__p[3]
#define _m_state __u.__i[8]
#define FUTEX_WAITERS 0x80000000
#define FUTEX_OWNER_DIED 0x40000000
#define FUTEX_TID_MASK 0x3fffffff
/* The lock word of a mutex unlocked while inconsistent: no thread has
 * this tid, so nobody can ever take it and the kernel never touches it. */
#define ROBUST_NOTRECOVERABLE FUTEX_TID_MASK
hidden int __robust_lock(pthread_mutex_t *, int clk, const struct timespec *, int trylock);
hidden int __robust_unlock(pthread_mutex_t *);
hidden void __robust_release_all(void);

/* Tells the kernel where this thread's robust list is, emptied; 0 or
 * -errno. Every thread does it as it starts, and a forked child again. */
static inline long __robust_list_init(struct pthread *td)
{
	td->robust_list.head = &td->robust_list.head;
	td->robust_list.off = (long)offsetof(pthread_mutex_t, _m_lock) - (long)offsetof(pthread_mutex_t, _m_next);
	td->robust_list.pending = 0;
	return __syscall(SYS_set_robust_list, &td->robust_list, sizeof td->robust_list);
}

/* pthread_cond_t: private condvars queue waiters on their own stacks;
 * process-shared ones fall back to a sequence counter. */
#define _c_head __u.__p[0]
#define _c_tail __u.__p[1]
#define _c_lock __u.__vi[4]
#define _c_clock __u.__i[5]
#define _c_shared __u.__i[6]
#define _c_seq __u.__vi[7]
#define _c_waiters __u.__vi[8]

/* pthread_rwlock_t: 0 free, n readers, -1 a writer. */
#define _rw_lock __u.__vi[0]
#define _rw_waiters __u.__vi[1]
#define _rw_shared __u.__i[2]

/* pthread_barrier_t */
#define _b_limit __u.__i[0]
#define _b_count __u.__vi[1]
#define _b_gen __u.__vi[2]
#define _b_lock __u.__vi[3]
#define _b_inside __u.__vi[4]
#define _b_shared __u.__i[5]

/* pthread_attr_t */
#define _a_stacksize __u.__s[0]
#define _a_guardsize __u.__s[1]
#define _a_stackaddr __u.__s[2]
#define _a_detach __u.__i[6]
#define _a_sched __u.__i[7]
#define _a_policy __u.__i[8]
#define _a_prio __u.__i[9]
#define _a_scope __u.__i[10]

#define DEFAULT_STACK_SIZE (8 << 20)
#define DEFAULT_GUARD_SIZE 4096

/* Kernel sigset size for rt_sigprocmask and friends. */
#define _NSIG_BYTES 8

#endif
