#define _GNU_SOURCE
#include <wchar.h>

wchar_t *wcschrnul(const wchar_t *s, wchar_t c)
{
	for (; *s && *s != c; s++);
	return (wchar_t *)s;
}
