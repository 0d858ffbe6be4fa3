#include <wchar.h>

wchar_t *wcschr(const wchar_t *s, wchar_t c)
{
	for (; *s != c; s++)
		if (!*s) return 0;
	return (wchar_t *)s;
}
