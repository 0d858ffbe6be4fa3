#include <stdlib.h>
#include <sys/mman.h>
#include "libc.h"
#include "lock.h"
#include "syscall.h"

/* Handlers in blocks of 32; the first block is static, more come from
 * mmap (not malloc, which may be what is failing or not be linked).
 * Registration is unbounded until memory runs out. */
#define PER_BLOCK 32

static struct block {
	struct block *prev;
	void (*f[PER_BLOCK])(void *);
	void *a[PER_BLOCK];
} first, *head;
static int slot;
static volatile int lock[1];

/* Run newest first. The lock is dropped around each call, so a handler
 * may register another, which then runs next. */
void __funcs_on_exit(void)
{
	__lock(lock);
	for (; head; head = head->prev, slot = PER_BLOCK) {
		while (slot > 0) {
			slot--;
			void (*f)(void *) = head->f[slot];
			void *a = head->a[slot];
			__unlock(lock);
			f(a);
			__lock(lock);
		}
		if (!head->prev) break;
	}
	slot = 0;
	__unlock(lock);
}

int __cxa_atexit(void (*f)(void *), void *arg, void *dso)
{
	__lock(lock);
	if (!head) head = &first;
	if (slot == PER_BLOCK) {
		long p = __syscall(SYS_mmap, 0, sizeof(struct block), PROT_READ|PROT_WRITE,
		                   MAP_PRIVATE|MAP_ANONYMOUS, -1, 0);
		if ((unsigned long)p > -4096UL) {
			__unlock(lock);
			return -1;
		}
		struct block *b = (void *)p;
		b->prev = head;
		head = b;
		slot = 0;
	}
	head->f[slot] = f;
	head->a[slot] = arg;
	slot++;
	__unlock(lock);
	return 0;
}

static void call(void *p)
{
	((void (*)(void))p)();
}

int atexit(void (*f)(void))
{
	return __cxa_atexit(call, (void *)f, 0);
}
