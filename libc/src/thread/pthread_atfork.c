#include <pthread.h>
#include <errno.h>
#include <sys/mman.h>
#include "pthread_impl.h"
#include "lock.h"

/* Handler triples in registration order, in blocks: the first static,
 * later ones mmap'd (fork handlers may be registered before malloc is
 * usable, and must not depend on it). */
#define PER_BLOCK 32

static struct block {
	struct block *next, *prev;
	void (*f[PER_BLOCK][3])(void);
} first, *last = &first;
static int used; /* entries in *last */
static volatile int lock[1];

int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void))
{
	__lock(lock);
	if (used == PER_BLOCK) {
		long p = __syscall(SYS_mmap, 0, sizeof(struct block), PROT_READ|PROT_WRITE,
		                   MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
		if ((unsigned long)p > -4096UL) {
			__unlock(lock);
			return ENOMEM;
		}
		struct block *b = (void *)p;
		b->prev = last;
		last->next = b;
		last = b;
		used = 0;
	}
	last->f[used][0] = prepare;
	last->f[used][1] = parent;
	last->f[used][2] = child;
	used++;
	__unlock(lock);
	return 0;
}

/* malloc's arena locks, if malloc is linked: taken before the fork,
 * released in the parent and reset in the child. */
static void dummy(int who) {}
weak_alias(dummy, __malloc_atfork);
hidden void __malloc_atfork(int);

/* Called by fork: -1 before it (prepare, newest first), 0 after it in the
 * parent and 1 in the child (in registration order). The lock is held
 * across the fork so no registration is half done in the child. */
void __fork_handler(int when)
{
	struct block *b;
	int i;
	if (when < 0) {
		__lock(lock);
		for (b = last, i = used; b; b = b->prev, i = PER_BLOCK)
			while (i--) if (b->f[i][0]) b->f[i][0]();
		/* Last, so prepare handlers may still allocate. */
		__malloc_atfork(-1);
		return;
	}
	__malloc_atfork(when);
	if (when > 0) {
		/* The child is single-threaded, with a new tid. */
		struct pthread *self = __pthread_self();
		self->tid = __syscall(SYS_gettid);
		a_store(&__threads_minus_1, 0);
		*lock = 0;
	} else {
		__unlock(lock);
	}
	for (b = &first; b; b = b->next)
		for (i = 0; i < (b == last ? used : PER_BLOCK); i++)
			if (b->f[i][when + 1]) b->f[i][when + 1]();
}
