#include <mcheck.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include "lock.h"
#include "malloc_impl.h"
#include "syscall.h"

/* The heap checks every block's header and the canary after it on each
 * free and realloc, mcheck or not (malloc.c). mcheck adds the program's
 * handler, told what was found before the program dies by SIGABRT, as
 * glibc's default handler does; a handler that returns does not let the
 * program go on with a corrupt heap.
 *
 * Called before the first malloc, as glibc requires, mcheck also keeps
 * the set of live blocks (through the heap's trace hook, so a program
 * without mcheck pays nothing), which mcheck_check_all walks, and which
 * mcheck_pedantic walks at every malloc, calloc, realloc, free and
 * aligned allocation. Once blocks have been handed out the set could not
 * hold them: mcheck still installs the handler (as it always has here),
 * mcheck_pedantic fails with -1 as glibc's does. */
static void (*handler)(enum mcheck_status);
static int pedantic;

static void fail_hook(const char *what, const void *p)
{
	(void)p;
	enum mcheck_status st = MCHECK_HEAD;
	if (!strncmp(what, "overflow", 8)) st = MCHECK_TAIL;
	else if (!strncmp(what, "double free", 11) || !strncmp(what, "realloc of freed", 16)) st = MCHECK_FREE;
	if (handler) handler(st);
}

/* The live set: open addressing on the user pointers, linear probing,
 * backward-shift deletion (no tombstones), in pages of its own (malloc
 * would call back here). Doubles at 3/4 full; if the mapping fails it
 * fills up, and blocks that find no room are not walked (their own
 * free still checks them). */
static uintptr_t *tab;
static size_t cap, used;
static int bits;

static size_t home(uintptr_t p)
{
	return (size_t)(((p >> 4) * 0x9e3779b97f4a7c15ull) >> (64 - bits));
}

static void put(uintptr_t *t, size_t mask, uintptr_t p)
{
	size_t i = home(p);
	while (t[i]) i = (i + 1) & mask;
	t[i] = p;
}

static void grow(void)
{
	int nb = cap ? bits + 1 : 10;
	size_t ncap = (size_t)1 << nb, bytes = ncap * sizeof *tab;
	long r = __syscall(SYS_mmap, 0, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if ((unsigned long)r > -4096UL) return;
	uintptr_t *nt = (void *)r, *ot = tab;
	size_t ocap = cap;
	bits = nb;
	for (size_t i = 0; i < ocap; i++)
		if (ot[i]) put(nt, ncap - 1, ot[i]);
	tab = nt;
	cap = ncap;
	if (ot) __syscall(SYS_munmap, ot, ocap * sizeof *tab);
}

static void add(void *p)
{
	if (!p) return;
	if (4 * (used + 1) > 3 * cap) grow();
	if (used + 1 >= cap) return;
	put(tab, cap - 1, (uintptr_t)p);
	used++;
}

static void drop(void *p)
{
	if (!p || !cap) return;
	size_t mask = cap - 1, i = home((uintptr_t)p);
	while (tab[i] != (uintptr_t)p) {
		if (!tab[i]) return;
		i = (i + 1) & mask;
	}
	/* Pull back each later entry of the run that may sit at I. */
	for (size_t j = i;;) {
		j = (j + 1) & mask;
		if (!tab[j]) break;
		size_t k = home(tab[j]);
		if (((j - k) & mask) >= ((j - i) & mask)) {
			tab[i] = tab[j];
			i = j;
		}
	}
	tab[i] = 0;
	used--;
}

/* List lock held. The first bad block, and mprobe's answer for it. */
static int walk(void **bad)
{
	for (size_t i = 0; i < cap; i++) {
		if (!tab[i]) continue;
		int r = __malloc_probe((void *)tab[i]);
		if (r) {
			*bad = (void *)tab[i];
			return r;
		}
	}
	return 0;
}

static _Noreturn void report(int r, void *p)
{
	static const char *const what[] = { "", "double free", "overwritten header", "overflow" };
	/* The handler may allocate: no more walks on the way out. */
	pedantic = 0;
	__malloc_fail(what[r], p);
}

/* Blocks leave the set before the heap frees or resizes them ('-',
 * '<'), so a walk by another thread never reads a block in the middle
 * of a change; they join it once made ('+', '>', and '!' when a realloc
 * failed and left the block as it was). */
static void list_hook(int op, void *p, void *old, size_t n, void *caller)
{
	void (*rec)(int, void *, void *, size_t, void *) = __malloc_mtrace;
	if (rec) rec(op, p, old, n, caller);
	void *bad = 0;
	int r = 0;
	LOCK(__malloc_list_lock);
	if (op == '-' || op == '<') drop(p);
	else add(p);
	if (pedantic && op != '>' && op != '!') r = walk(&bad);
	UNLOCK(__malloc_list_lock);
	if (r) report(r, bad);
}

static int start(void (*func)(enum mcheck_status), int every_call)
{
	if (__malloc_started()) {
		if (every_call) return -1;
	} else if (!__malloc_list_hook) {
		__malloc_list_hook = list_hook;
		__malloc_trace = list_hook;
	}
	if (every_call) pedantic = 1;
	handler = func;
	__malloc_fail_hook = fail_hook;
	return 0;
}

int mcheck(void (*func)(enum mcheck_status))
{
	return start(func, 0);
}

int mcheck_pedantic(void (*func)(enum mcheck_status))
{
	return start(func, 1);
}

void mcheck_check_all(void)
{
	void *bad = 0;
	LOCK(__malloc_list_lock);
	int r = walk(&bad);
	UNLOCK(__malloc_list_lock);
	if (r) report(r, bad);
}
