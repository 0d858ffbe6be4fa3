#include <stdarg.h>
#include <stdio.h>
#include "fortify.h"

/* The size given may not exceed the buffer: what snprintf then writes
 * fits, whatever the format produces. */
int __vsnprintf_chk(char *restrict s, size_t n, int flag, size_t slen, const char *restrict fmt, va_list ap)
{
	(void)flag;
	if (n > slen) __pp_chk_fail("vsnprintf");
	return vsnprintf(s, n, fmt, ap);
}

int __snprintf_chk(char *restrict s, size_t n, int flag, size_t slen, const char *restrict fmt, ...)
{
	va_list ap;
	(void)flag;
	if (n > slen) __pp_chk_fail("snprintf");
	va_start(ap, fmt);
	int r = vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}
