#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

/* Non-ASCII characters have classes only in C.UTF-8; glibc's C locale
 * classifies ASCII alone. */
int iswpunct_l(wint_t c, locale_t l)
{
	if (c < 128) return ispunct(c);
	return LOC_UTF8(l) && __uni_punct(c);
}

int iswpunct(wint_t c)
{
	return iswpunct_l(c, CURRENT_LOCALE);
}
