#include <stdlib.h>
#include <wchar.h>

size_t wcstombs(char *restrict s, const wchar_t *restrict ws, size_t n)
{
	mbstate_t st = { 0 };
	const wchar_t *p = ws;
	return wcsrtombs(s, &p, n, &st);
}
