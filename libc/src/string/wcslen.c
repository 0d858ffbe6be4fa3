#include <wchar.h>

size_t wcslen(const wchar_t *s)
{
	const wchar_t *a = s;
	while (*s) s++;
	return s - a;
}
