#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

wint_t towlower_l(wint_t c, locale_t l)
{
	if (c < 128) return tolower(c);
	return LOC_UTF8(l) ? __uni_tolower(c) : c;
}

wint_t towlower(wint_t c)
{
	return towlower_l(c, CURRENT_LOCALE);
}
