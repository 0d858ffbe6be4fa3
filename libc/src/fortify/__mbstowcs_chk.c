#include <stdlib.h>
#include "fortify.h"

size_t __mbstowcs_chk(wchar_t *restrict d, const char *restrict s, size_t n, size_t dlen)
{
	if (d && n > dlen) __pp_chk_fail("mbstowcs");
	return mbstowcs(d, s, n);
}

size_t __wcstombs_chk(char *restrict d, const wchar_t *restrict s, size_t n, size_t dlen)
{
	if (d && n > dlen) __pp_chk_fail("wcstombs");
	return wcstombs(d, s, n);
}
