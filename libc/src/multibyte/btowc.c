#include <wchar.h>
#include <stdio.h>

/* A single byte is a whole character only below 0x80, in both locales. */
wint_t btowc(int c)
{
	return (unsigned)c < 128 ? (wint_t)c : WEOF;
}
