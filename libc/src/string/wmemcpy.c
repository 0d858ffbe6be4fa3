#include <wchar.h>
#include <string.h>

wchar_t *wmemcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n)
{
	return memcpy(d, s, n * sizeof *d);
}
