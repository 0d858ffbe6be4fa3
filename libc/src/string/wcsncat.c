#include <wchar.h>

wchar_t *wcsncat(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	wchar_t *e = d + wcslen(d);
	size_t k = wcsnlen(s, n);
	wmemcpy(e, s, k);
	e[k] = 0;
	return d;
}
