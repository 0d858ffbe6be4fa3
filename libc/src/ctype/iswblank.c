#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

/* Non-ASCII characters have classes only in C.UTF-8; glibc's C locale
 * classifies ASCII alone. */
int iswblank_l(wint_t c, locale_t l)
{
	if (c < 128) return isblank(c);
	return LOC_UTF8(l) && __uni_blank(c);
}

int iswblank(wint_t c)
{
	return iswblank_l(c, CURRENT_LOCALE);
}
