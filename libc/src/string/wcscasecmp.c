#include <wchar.h>
#include <wctype.h>

int wcscasecmp_l(const wchar_t *l, const wchar_t *r, locale_t loc)
{
	wint_t a, b;
	do {
		a = towlower_l(*l++, loc);
		b = towlower_l(*r++, loc);
	} while (a && a == b);
	return (wchar_t)a < (wchar_t)b ? -1 : a != b;
}

int wcscasecmp(const wchar_t *l, const wchar_t *r)
{
	wint_t a, b;
	do {
		a = towlower(*l++);
		b = towlower(*r++);
	} while (a && a == b);
	return (wchar_t)a < (wchar_t)b ? -1 : a != b;
}
