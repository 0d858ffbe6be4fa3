#include <ctype.h>

int tolower(int c)
{
	return (unsigned)c - 'A' < 26 ? c | 32 : c;
}

int tolower_l(int c, locale_t l)
{
	return tolower(c);
}
