#include <string.h>
#include "fortify.h"

char *__strncat_chk(char *restrict d, const char *restrict s, size_t n, size_t dlen)
{
	size_t k = strnlen(d, dlen), m = strnlen(s, n);
	if (k == dlen || m >= dlen - k) __pp_chk_fail("strncat");
	memcpy(d + k, s, m);
	d[k + m] = 0;
	return d;
}
