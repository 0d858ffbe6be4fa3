#include "stdio_impl.h"
#include "pthread_impl.h"
#include "atomic.h"

/* The lock is always really taken (not only once threads exist), so a
 * stream locked before pthread_create stays locked for the new thread.
 * Recursion is counted here; the lock word holds the owner. */
void flockfile(FILE *f)
{
	if (f->lock < 0) return;
	__lockfile(f);
	f->lockcount++;
}

int ftrylockfile(FILE *f)
{
	int tid = __pthread_self()->tid;
	if (f->lock < 0) return 0;
	if ((f->lock & ~MAYBE_WAITERS) == tid) {
		f->lockcount++;
		return 0;
	}
	if (a_cas(&f->lock, 0, tid)) return -1;
	f->lockcount = 1;
	return 0;
}

void funlockfile(FILE *f)
{
	if (f->lock < 0) return;
	if (!--f->lockcount) __unlockfile(f);
}
