#include <string.h>
#include "fortify.h"

char *__stpncpy_chk(char *restrict d, const char *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("stpncpy");
	return stpncpy(d, s, n);
}
