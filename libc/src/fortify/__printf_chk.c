#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>

/* What glibc's <stdio.h> turns printf and its kin into from level 2
 * on, so objects compiled against it call these. There is no buffer to
 * measure; glibc's flag adds a refusal of %n in a writable format, which
 * is not done here: flag is taken and the call is the plain one. */
int __vfprintf_chk(FILE *restrict f, int flag, const char *restrict fmt, va_list ap)
{
	(void)flag;
	return vfprintf(f, fmt, ap);
}

int __vprintf_chk(int flag, const char *restrict fmt, va_list ap)
{
	(void)flag;
	return vfprintf(stdout, fmt, ap);
}

int __vdprintf_chk(int fd, int flag, const char *restrict fmt, va_list ap)
{
	(void)flag;
	return vdprintf(fd, fmt, ap);
}

int __vasprintf_chk(char **restrict s, int flag, const char *restrict fmt, va_list ap)
{
	(void)flag;
	return vasprintf(s, fmt, ap);
}

int __fprintf_chk(FILE *restrict f, int flag, const char *restrict fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = __vfprintf_chk(f, flag, fmt, ap);
	va_end(ap);
	return r;
}

int __printf_chk(int flag, const char *restrict fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = __vfprintf_chk(stdout, flag, fmt, ap);
	va_end(ap);
	return r;
}

int __dprintf_chk(int fd, int flag, const char *restrict fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = __vdprintf_chk(fd, flag, fmt, ap);
	va_end(ap);
	return r;
}

int __asprintf_chk(char **restrict s, int flag, const char *restrict fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = __vasprintf_chk(s, flag, fmt, ap);
	va_end(ap);
	return r;
}
