#include <wchar.h>
#include <stdlib.h>

wchar_t *wcsdup(const wchar_t *s)
{
	size_t n = wcslen(s) + 1;
	wchar_t *d = malloc(n * sizeof *d);
	return d ? wmemcpy(d, s, n) : 0;
}
