#include <wchar.h>
#include "fortify.h"

wchar_t *__wcscat_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t dlen)
{
	size_t k = wcsnlen(d, dlen), n = wcslen(s);
	if (k == dlen || n >= dlen - k) __pp_chk_fail("wcscat");
	wmemcpy(d + k, s, n + 1);
	return d;
}

wchar_t *__wcsncat_chk(wchar_t *restrict d, const wchar_t *restrict s, size_t n, size_t dlen)
{
	size_t k = wcsnlen(d, dlen), m = wcsnlen(s, n);
	if (k == dlen || m >= dlen - k) __pp_chk_fail("wcsncat");
	wmemcpy(d + k, s, m);
	d[k + m] = 0;
	return d;
}
