#define _GNU_SOURCE
#include <string.h>
#include "fortify.h"

void *__mempcpy_chk(void *restrict d, const void *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("mempcpy");
	return mempcpy(d, s, n);
}
