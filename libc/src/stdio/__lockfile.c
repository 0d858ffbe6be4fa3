#include "stdio_impl.h"
#include "pthread_impl.h"
#include "atomic.h"
#include "futex.h"

/* The stream lock is recursive by owner: a thread holding it (through
 * flockfile) passes straight through. Returns 1 if it took the lock and
 * must release it, 0 if it already owned it. */
int __lockfile(FILE *f)
{
	int tid = __pthread_self()->tid, owner;
	if ((f->lock & ~MAYBE_WAITERS) == tid) return 0;
	if (!a_cas(&f->lock, 0, tid)) return 1;
	/* Contended: once anyone may sleep, every later owner keeps the
	 * waiters bit so unlock knows to wake. */
	while ((owner = a_cas(&f->lock, 0, tid | MAYBE_WAITERS))) {
		if ((owner & MAYBE_WAITERS) ||
		    a_cas(&f->lock, owner, owner | MAYBE_WAITERS) == owner)
			__futexwait(&f->lock, owner | MAYBE_WAITERS, 1);
	}
	return 1;
}

void __unlockfile(FILE *f)
{
	if (a_swap(&f->lock, 0) & MAYBE_WAITERS)
		__wake(&f->lock, 1, 1);
}
