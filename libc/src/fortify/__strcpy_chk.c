#include <string.h>
#include "fortify.h"

/* The length is taken before anything is written: copying first would
 * have done the overflow this exists to stop. */
char *__strcpy_chk(char *restrict d, const char *restrict s, size_t dlen)
{
	size_t n = strlen(s);
	if (n >= dlen) __pp_chk_fail("strcpy");
	return memcpy(d, s, n + 1);
}
