#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

/* Non-ASCII characters have classes only in C.UTF-8; glibc's C locale
 * classifies ASCII alone. */
int iswalnum_l(wint_t c, locale_t l)
{
	if (c < 128) return isalnum(c);
	return LOC_UTF8(l) && __uni_alpha(c);
}

int iswalnum(wint_t c)
{
	return iswalnum_l(c, CURRENT_LOCALE);
}
