#include <wctype.h>
#include <ctype.h>

/* Only the ASCII digits are digits, in every locale (as in glibc). */
int iswxdigit(wint_t c)
{
	return c < 128 && isxdigit(c);
}

int iswxdigit_l(wint_t c, locale_t l)
{
	return iswxdigit(c);
}
