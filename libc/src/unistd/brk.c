#define _GNU_SOURCE
#include <unistd.h>
#include <errno.h>
#include "syscall.h"

/* The program break, straight from the kernel (libc's malloc uses mmap
 * and never moves it). The syscall answers with the break it ended up
 * at: anything short of the request means no memory. */
int brk(void *end)
{
	unsigned long r = __syscall(SYS_brk, end);
	if (r < (unsigned long)end) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

void *sbrk(intptr_t inc)
{
	unsigned long cur = __syscall(SYS_brk, 0);
	if (!inc) return (void *)cur;
	unsigned long want = cur + inc;
	if ((inc > 0 && want < cur) || (inc < 0 && want > cur)
	    || __syscall(SYS_brk, want) != want) {
		errno = ENOMEM;
		return (void *)-1;
	}
	return (void *)cur;
}
