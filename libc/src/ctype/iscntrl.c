#include <ctype.h>

#undef iscntrl

int iscntrl(int c)
{
	return (unsigned)c < 0x20 || c == 0x7f;
}

int iscntrl_l(int c, locale_t l)
{
	return iscntrl(c);
}
