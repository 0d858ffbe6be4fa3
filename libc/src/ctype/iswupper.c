#include <wctype.h>
#include <ctype.h>
#include "locale_impl.h"
#include "unicode.h"

/* Non-ASCII characters have classes only in C.UTF-8; glibc's C locale
 * classifies ASCII alone. */
int iswupper_l(wint_t c, locale_t l)
{
	if (c < 128) return isupper(c);
	return LOC_UTF8(l) && __uni_upper(c);
}

int iswupper(wint_t c)
{
	return iswupper_l(c, CURRENT_LOCALE);
}
