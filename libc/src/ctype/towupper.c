#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

wint_t towupper_l(wint_t c, locale_t l)
{
	if (c < 128) return toupper(c);
	return LOC_UTF8(l) ? __uni_toupper(c) : c;
}

wint_t towupper(wint_t c)
{
	return towupper_l(c, CURRENT_LOCALE);
}
