#include <wchar.h>

wchar_t *wcsncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	wcpncpy(d, s, n);
	return d;
}
