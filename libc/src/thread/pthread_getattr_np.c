#define _GNU_SOURCE
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include "pthread_impl.h"

int pthread_getattr_np(pthread_t t, pthread_attr_t *a)
{
	memset(a, 0, sizeof *a);
	a->_a_detach = t->detach_state >= DT_DETACHED;
	a->_a_guardsize = t->guard_size;
	if (t->stack) {
		a->_a_stackaddr = (uintptr_t)t->stack;
		a->_a_stacksize = t->stack_size;
		return 0;
	}
	/* The main thread: its stack ends at the highest mapped page above
	 * the current one (found by probing with a same-size mremap, which
	 * fails on an unmapped page), and may grow to RLIMIT_STACK. */
	size_t pg = libc.page_size;
	uintptr_t top = ((uintptr_t)&a & -pg) + pg;
	while (__syscall(SYS_mremap, top, pg, pg, 0) == (long)top) top += pg;
	struct { unsigned long cur, max; } rl;
	size_t size = 8 << 20;
	if (!__syscall(SYS_prlimit64, 0, 3 /* RLIMIT_STACK */, 0, &rl) && rl.cur < (1UL << 40))
		size = rl.cur;
	a->_a_stackaddr = top;
	a->_a_stacksize = size;
	return 0;
}
