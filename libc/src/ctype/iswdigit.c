#include <wctype.h>
#include <ctype.h>

/* Only the ASCII digits are digits, in every locale (as in glibc). */
int iswdigit(wint_t c)
{
	return c < 128 && isdigit(c);
}

int iswdigit_l(wint_t c, locale_t l)
{
	return iswdigit(c);
}
