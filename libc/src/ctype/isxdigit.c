#include <ctype.h>

#undef isxdigit

int isxdigit(int c)
{
	return (unsigned)c - '0' < 10 || ((unsigned)c | 32) - 'a' < 6;
}

int isxdigit_l(int c, locale_t l)
{
	return isxdigit(c);
}
