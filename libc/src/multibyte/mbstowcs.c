#include <stdlib.h>
#include <wchar.h>

size_t mbstowcs(wchar_t *restrict ws, const char *restrict s, size_t n)
{
	mbstate_t st = { 0 };
	const char *p = s;
	return mbsrtowcs(ws, &p, n, &st);
}
