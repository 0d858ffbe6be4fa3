#include <string.h>
#include "fortify.h"

void *__memcpy_chk(void *restrict d, const void *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("memcpy");
	return memcpy(d, s, n);
}
