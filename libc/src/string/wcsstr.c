#include <wchar.h>

/* Direct search: quadratic only for contrived inputs, and wide-string
 * searching in GNU programs is rare and short. */
wchar_t *wcsstr(const wchar_t *restrict h, const wchar_t *restrict n)
{
	size_t l = wcslen(n);
	if (!l) return (wchar_t *)h;
	for (; (h = wcschr(h, *n)); h++)
		if (!wcsncmp(h, n, l)) return (wchar_t *)h;
	return 0;
}
