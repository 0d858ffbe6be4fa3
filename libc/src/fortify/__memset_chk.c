#include <string.h>
#include "fortify.h"

void *__memset_chk(void *d, int c, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("memset");
	return memset(d, c, n);
}
