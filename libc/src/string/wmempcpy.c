#define _GNU_SOURCE
#include <wchar.h>
#include <string.h>

wchar_t *wmempcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	return (wchar_t *)memcpy(d, s, n * sizeof *d) + n;
}
