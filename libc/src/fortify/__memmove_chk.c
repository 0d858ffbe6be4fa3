#include <string.h>
#include "fortify.h"

void *__memmove_chk(void *d, const void *s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("memmove");
	return memmove(d, s, n);
}
