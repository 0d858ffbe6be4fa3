#include <stdarg.h>
#include <stdio.h>
#include "fortify.h"

/* flag (glibc refuses %n in a writable format from level 2) is taken
 * and not acted on: the object-size check is what it adds here. The
 * output goes through vsnprintf bounded by the buffer, so an overflow
 * is found before a byte past it is written. */
static int check(const char *name, char *restrict s, size_t slen, const char *restrict fmt, va_list ap)
{
	/* (size_t)-1: no size known, nothing to check */
	if (slen == (size_t)-1) return vsprintf(s, fmt, ap);
	if (!slen) __pp_chk_fail(name);
	int r = vsnprintf(s, slen, fmt, ap);
	if (r >= 0 && (size_t)r >= slen) __pp_chk_fail(name);
	return r;
}

int __vsprintf_chk(char *restrict s, int flag, size_t slen, const char *restrict fmt, va_list ap)
{
	(void)flag;
	return check("vsprintf", s, slen, fmt, ap);
}

int __sprintf_chk(char *restrict s, int flag, size_t slen, const char *restrict fmt, ...)
{
	va_list ap;
	(void)flag;
	va_start(ap, fmt);
	int r = check("sprintf", s, slen, fmt, ap);
	va_end(ap);
	return r;
}
