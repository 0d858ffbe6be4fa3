#include <wctype.h>
#include <string.h>
#include "locale_impl.h"

/* A wctrans_t points at one of these two markers. */
static const int maps[2];

wctrans_t wctrans(const char *s)
{
	if (!strcmp(s, "toupper")) return maps;
	if (!strcmp(s, "tolower")) return maps + 1;
	return 0;
}

wctrans_t wctrans_l(const char *s, locale_t l)
{
	return wctrans(s);
}

wint_t towctrans_l(wint_t c, wctrans_t t, locale_t l)
{
	if (t == maps) return towupper_l(c, l);
	if (t == maps + 1) return towlower_l(c, l);
	return c;
}

wint_t towctrans(wint_t c, wctrans_t t)
{
	return towctrans_l(c, t, CURRENT_LOCALE);
}
