#include <string.h>
#include "fortify.h"

char *__strcat_chk(char *restrict d, const char *restrict s, size_t dlen)
{
	size_t k = strnlen(d, dlen), n = strlen(s);
	if (k == dlen || n >= dlen - k) __pp_chk_fail("strcat");
	memcpy(d + k, s, n + 1);
	return d;
}
