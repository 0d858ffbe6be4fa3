#include <wchar.h>

size_t wcsxfrm(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	size_t l = wcslen(s);
	if (n > l) wmemcpy(d, s, l + 1);
	return l;
}

size_t wcsxfrm_l(wchar_t *restrict d, const wchar_t *restrict s, size_t n, locale_t loc)
{
	return wcsxfrm(d, s, n);
}
