#include <string.h>
#include "fortify.h"

/* strncpy writes all n bytes (padding with NULs), so n is what counts. */
char *__strncpy_chk(char *restrict d, const char *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("strncpy");
	return strncpy(d, s, n);
}
