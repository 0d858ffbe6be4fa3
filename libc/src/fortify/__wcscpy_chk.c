#include <wchar.h>
#include "fortify.h"

wchar_t *__wcscpy_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t dlen)
{
	size_t n = wcslen(s);
	if (n >= dlen) __pp_chk_fail("wcscpy");
	return wmemcpy(d, s, n + 1);
}

wchar_t *__wcpcpy_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t dlen)
{
	size_t n = wcslen(s);
	if (n >= dlen) __pp_chk_fail("wcpcpy");
	wmemcpy(d, s, n + 1);
	return d + n;
}

wchar_t *__wcsncpy_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("wcsncpy");
	return wcsncpy(d, s, n);
}

wchar_t *__wcpncpy_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t n, size_t dlen)
{
	if (n > dlen) __pp_chk_fail("wcpncpy");
	return wcpncpy(d, s, n);
}
