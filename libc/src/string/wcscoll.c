#include <wchar.h>

/* Code point order, like strcoll's byte order (see there). */
int wcscoll(const wchar_t *l, const wchar_t *r)
{
	return wcscmp(l, r);
}

int wcscoll_l(const wchar_t *l, const wchar_t *r, locale_t loc)
{
	return wcscmp(l, r);
}
