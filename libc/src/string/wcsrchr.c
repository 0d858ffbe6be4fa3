#include <wchar.h>

wchar_t *wcsrchr(const wchar_t *s, wchar_t c)
{
	const wchar_t *r = 0;
	do if (*s == c) r = s; while (*s++);
	return (wchar_t *)r;
}
