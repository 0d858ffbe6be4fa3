#include <pthread.h>
#include "pthread_impl.h"

/* 0: not run, 1: running, 2: done, 3: running and someone waits. */
static void undo(void *p)
{
	volatile int *ctl = p;
	/* The init routine was cancelled: let another caller try again. */
	if (a_swap(ctl, 0) == 3) __wake(ctl, -1, 1);
}

int pthread_once(pthread_once_t *ctl, void (*init)(void))
{
	volatile int *c = ctl;
	if (a_load(c) == 2) return 0;
	for (;;) {
		switch (a_cas(c, 0, 1)) {
		case 0:
			pthread_cleanup_push(undo, (void *)c);
			init();
			pthread_cleanup_pop(0);
			if (a_swap(c, 2) == 3) __wake(c, -1, 1);
			return 0;
		case 1:
			a_cas(c, 1, 3);
			/* fall through */
		case 3:
			__futexwait(c, 3, 1);
			continue;
		case 2:
			return 0;
		}
	}
}
