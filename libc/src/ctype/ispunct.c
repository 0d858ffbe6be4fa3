#include <ctype.h>

#undef ispunct

int ispunct(int c)
{
	return (unsigned)c - 0x21 < 0x5e && !isalnum(c);
}

int ispunct_l(int c, locale_t l)
{
	return ispunct(c);
}
