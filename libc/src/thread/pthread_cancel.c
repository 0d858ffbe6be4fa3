/* __syscall_cp_c's number is named by each caller (pthread_impl.h). */
#define __SYSCALL_NUMBER_NAMED_BY_CALLER
#include <pthread.h>
#include <errno.h>
#include <signal.h>
#include "pthread_impl.h"

/* Deferred cancellation. pthread_cancel sets t->cancel and sends SIGCANCEL;
 * a thread acts on the flag only inside a cancellation point, which is a
 * system call made through __syscall_cp_asm. The handler moves the PC of a
 * thread that is inside (or about to enter) such a call to __cp_cancel, so
 * there is no window in which the request could be lost. */

hidden long __syscall_cp_asm(volatile int *, syscall_arg_t, syscall_arg_t, syscall_arg_t,
                             syscall_arg_t, syscall_arg_t, syscall_arg_t, syscall_arg_t);
extern hidden const char __cp_begin[1], __cp_end[1], __cp_cancel[1];

_Noreturn void __cancel(void)
{
	pthread_exit(PTHREAD_CANCELED);
}

long __syscall_cp_c(syscall_arg_t nr, syscall_arg_t u, syscall_arg_t v, syscall_arg_t w,
                    syscall_arg_t x, syscall_arg_t y, syscall_arg_t z)
{
	struct pthread *self = __pthread_self();
	if (self->canceldisable) return __syscall(nr, u, v, w, x, y, z);
	long r = __syscall_cp_asm(&self->cancel, nr, u, v, w, x, y, z);
	/* A call the signal interrupted without restart. */
	if (r == -EINTR && self->cancel && !self->canceldisable) __cancel();
	return r;
}

void __testcancel(void)
{
	struct pthread *self = __pthread_self();
	if (self->cancel && !self->canceldisable) __cancel();
}

static void cancel_handler(int sig, void *si, void *uc)
{
	struct pthread *self = __pthread_self();
	uintptr_t *pc = (uintptr_t *)((char *)uc + UC_PC_OFFSET);

	a_barrier();
	if (!self->cancel || self->canceldisable) return;
	if (self->cancelasync) {
		/* Leaving the handler without sigreturn: unblock SIGCANCEL
		 * ourselves (the handler runs with it blocked). */
		unsigned long m = 1UL << (SIGCANCEL - 1);
		__syscall(SYS_rt_sigprocmask, 1 /* SIG_UNBLOCK */, &m, 0, _NSIG_BYTES);
		__cancel();
	}
	if (*pc >= (uintptr_t)__cp_begin && *pc < (uintptr_t)__cp_end)
		*pc = (uintptr_t)__cp_cancel;
}

static void install(void)
{
	static volatile int done;
	if (a_load(&done)) return;
	struct k_sigaction sa = {
		.handler = cancel_handler,
		.flags = 4 /* SA_SIGINFO */ | 0x10000000 /* SA_RESTART */ | 0x08000000 /* SA_ONSTACK */ | SA_RESTORER,
		.restorer = __pthread_restore_rt,
		.mask = -1UL,
	};
	__syscall(SYS_rt_sigaction, SIGCANCEL, &sa, 0, _NSIG_BYTES);
	a_store(&done, 1);
}

int pthread_cancel(pthread_t t)
{
	install();
	a_store(&t->cancel, 1);
	if (t == __pthread_self()) {
		if (!t->canceldisable && t->cancelasync) __cancel();
		return 0;
	}
	return pthread_kill(t, SIGCANCEL);
}
