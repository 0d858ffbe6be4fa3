#include <wchar.h>
#include <string.h>

wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n)
{
	return memmove(d, s, n * sizeof *d);
}
