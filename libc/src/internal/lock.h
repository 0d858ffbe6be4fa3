#ifndef LOCK_H
#define LOCK_H

#include "atomic.h"
#include "futex.h"
#include "libc.h"

/* A small internal lock for libc's own global state (malloc, stdio's open
 * file list, atexit, environ...). lk[0] is the lock word: 0 free, >0 held,
 * negative while there are waiters. Cheap until a second thread exists:
 * libc.need_locks is set by pthread_create. */
static inline void __lock(volatile int *l)
{
	if (!libc.need_locks) { *l = 1; return; }
	int current = a_cas(l, 0, 1);
	if (!current) return;
	for (int i = 0; i < 10; i++) {
		current = a_cas(l, 0, 1);
		if (!current) return;
		a_spin();
	}
	/* Slow path: mark contended (2) and sleep. */
	while (a_swap(l, 2)) __futexwait(l, 2, 1);
}

static inline void __unlock(volatile int *l)
{
	if (!libc.need_locks) { *l = 0; return; }
	if (a_swap(l, 0) == 2) __wake(l, 1, 1);
}

#define LOCK(x) __lock(x)
#define UNLOCK(x) __unlock(x)

#endif
