#include <wchar.h>

wchar_t *wcpncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	size_t k = wcsnlen(s, n);
	wmemcpy(d, s, k);
	wmemset(d + k, 0, n - k);
	return d + k;
}
