/* alloca is gcc's builtin: <alloca.h> (and <stdlib.h>, as glibc's)
 * maps the name to __builtin_alloca, so the memory lives in the
 * caller's frame and goes with it. libc defines no alloca symbol
 * (neither glibc nor musl does); docs/libc-status.md says "builtin". */
#define _GNU_SOURCE
#include <alloca.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static __attribute__((noinline)) unsigned frame_sum(unsigned n)
{
	unsigned char *p = alloca(n);
	memset(p, (int)(n & 0xff), n);
	unsigned s = 0;
	for (unsigned i = 0; i < n; i += 512) s += p[i];
	return s;
}

int main(void)
{
#ifndef alloca
	CHECK(!"alloca is not a macro");
#endif
	char *a = alloca(100), *b = alloca(100);
	CHECK(a && b && a != b);
	CHECK(((uintptr_t)a & 15) == 0 && ((uintptr_t)b & 15) == 0);
	memset(a, 'a', 100);
	memset(b, 'b', 100);
	CHECK(a[99] == 'a' && b[0] == 'b');
	/* Each call's block is given back when it returns: 100000 calls of
	 * 4 KB would need 400 MB of stack otherwise. (Under a page each, so
	 * no page of the stack is skipped: Windows grows it a page at a time.) */
	unsigned long total = 0;
	for (int i = 0; i < 100000; i++) total += frame_sum(4001);
	CHECK_UINT(total, 100000ul * 8 * (4001 & 0xff)); /* 8 samples a call */
	return check_done();
}
