#include <wchar.h>

wchar_t *wcpcpy(wchar_t *restrict d, const wchar_t *restrict s)
{
	size_t n = wcslen(s);
	wmemcpy(d, s, n + 1);
	return d + n;
}
