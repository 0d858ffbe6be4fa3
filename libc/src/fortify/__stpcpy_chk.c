#include <string.h>
#include "fortify.h"

char *__stpcpy_chk(char *restrict d, const char *restrict s, size_t dlen)
{
	size_t n = strlen(s);
	if (n >= dlen) __pp_chk_fail("stpcpy");
	memcpy(d, s, n + 1);
	return d + n;
}
