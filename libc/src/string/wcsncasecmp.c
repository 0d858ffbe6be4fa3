#include <wchar.h>
#include <wctype.h>

int wcsncasecmp_l(const wchar_t *l, const wchar_t *r, size_t n, locale_t loc)
{
	wint_t a = 0, b = 0;
	for (; n; n--) {
		a = towlower_l(*l++, loc);
		b = towlower_l(*r++, loc);
		if (!a || a != b) break;
	}
	return (wchar_t)a < (wchar_t)b ? -1 : a != b;
}

int wcsncasecmp(const wchar_t *l, const wchar_t *r, size_t n)
{
	wint_t a = 0, b = 0;
	for (; n; n--) {
		a = towlower(*l++);
		b = towlower(*r++);
		if (!a || a != b) break;
	}
	return (wchar_t)a < (wchar_t)b ? -1 : a != b;
}
