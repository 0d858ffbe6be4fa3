#define _GNU_SOURCE
#include <stdio.h>
#include "fortify.h"

/* size * n must fit the buffer, and must not wrap around first. */
static int too_big(size_t size, size_t n, size_t ptrlen)
{
	size_t total;
	return __builtin_mul_overflow(size, n, &total) || total > ptrlen;
}

size_t __fread_chk(void *restrict p, size_t ptrlen, size_t size, size_t n, FILE *restrict f)
{
	if (too_big(size, n, ptrlen)) __pp_chk_fail("fread");
	return fread(p, size, n, f);
}

size_t __fread_unlocked_chk(void *restrict p, size_t ptrlen, size_t size, size_t n, FILE *restrict f)
{
	if (too_big(size, n, ptrlen)) __pp_chk_fail("fread_unlocked");
	return fread_unlocked(p, size, n, f);
}
