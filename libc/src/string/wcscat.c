#include <wchar.h>

wchar_t *wcscat(wchar_t *restrict d, const wchar_t *restrict s)
{
	wcscpy(d + wcslen(d), s);
	return d;
}
