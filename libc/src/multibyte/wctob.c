#include <wchar.h>
#include <stdio.h>

int wctob(wint_t c)
{
	return c < 128 ? (int)c : EOF;
}
