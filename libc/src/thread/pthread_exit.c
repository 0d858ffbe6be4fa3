#include <pthread.h>
#include <stdlib.h>
#include "pthread_impl.h"

static void dummy(void) {}
weak_alias(dummy, __pthread_tsd_run_dtors);
/* malloc's per-thread cache goes back to the arenas (if malloc is linked). */
weak_alias(dummy, __malloc_thread_exit);
hidden void __malloc_thread_exit(void);
/* Robust mutexes still held go to their next lockers (if any are used). */
weak_alias(dummy, __robust_release_all);
/* C++ thread_local destructors (if any were registered). */
weak_alias(dummy, __call_tls_dtors);

_Noreturn void pthread_exit(void *result)
{
	struct pthread *self = __pthread_self();

	/* Cleanup handlers and destructors run with cancellation off, so a
	 * cancellation point inside them cannot re-enter this function. */
	self->canceldisable = 1;
	self->cancelasync = 0;
	self->result = result;

	while (self->cancelbuf) {
		struct __ptcb *cb = self->cancelbuf;
		self->cancelbuf = cb->__next;
		cb->__f(cb->__x);
	}
	/* glibc's order: thread_local objects, then pthread_key values. */
	__call_tls_dtors();
	__pthread_tsd_run_dtors();
	__malloc_thread_exit();

	/* The last thread ends the process, as if by exit(0). */
	if (a_fetch_add(&__threads_minus_1, -1) == 0) {
		a_store(&__threads_minus_1, 0);
		exit(0);
	}

	/* No signal handler may run on a stack that is about to go away. */
	unsigned long all = -1UL;
	__syscall(SYS_rt_sigprocmask, 0 /* SIG_BLOCK */, &all, 0, _NSIG_BYTES);
	__robust_release_all();

	if (a_cas(&self->detach_state, DT_JOINABLE, DT_EXITING) == DT_DETACHED && self->map_base) {
		/* Nobody will join: free our own mapping. The kernel's clear of
		 * tid would then write to unmapped memory, so cancel it. */
		__syscall(SYS_set_tid_address, 0);
		/* the (now empty) robust list lives in the mapping too */
		__syscall(SYS_set_robust_list, 0, sizeof self->robust_list);
		__unmapself(self->map_base, self->map_size);
	}
	/* A joiner waits for the kernel to clear tid, which happens only once
	 * this thread has stopped using its stack. */
	for (;;) __syscall(SYS_exit, 0);
}
