#include <wchar.h>
#include "fortify.h"

/* The wide-character family counts in wchar_t units, lengths too. */
wchar_t *__wmemcpy_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("wmemcpy");
	return wmemcpy(d, s, n);
}

wchar_t *__wmemmove_chk(wchar_t *d, const wchar_t *s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("wmemmove");
	return wmemmove(d, s, n);
}

wchar_t *__wmemset_chk(wchar_t *d, wchar_t c, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("wmemset");
	return wmemset(d, c, n);
}
