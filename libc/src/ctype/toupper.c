#include <ctype.h>

int toupper(int c)
{
	return (unsigned)c - 'a' < 26 ? c & 0x5f : c;
}

int toupper_l(int c, locale_t l)
{
	return toupper(c);
}
