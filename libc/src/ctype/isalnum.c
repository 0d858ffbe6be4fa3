#include <ctype.h>

#undef isalnum

int isalnum(int c)
{
	return ((unsigned)c - '0' < 10 || ((unsigned)c | 32) - 'a' < 26);
}

int isalnum_l(int c, locale_t l)
{
	return isalnum(c);
}
