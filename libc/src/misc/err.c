#define _GNU_SOURCE
#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* BSD/glibc format: "SHORTPROG: " fmt, then ": strerror(errno)" for the
 * non-x forms (errno read before anything can change it), newline. */
void vwarn(const char *fmt, va_list ap)
{
	int e = errno;
	char ebuf[STRERROR_BUF];
	flockfile(stderr);
	fprintf(stderr, "%s: ", program_invocation_short_name);
	if (fmt) {
		vfprintf(stderr, fmt, ap);
		fputs(": ", stderr);
	}
	fprintf(stderr, "%s\n", __strerror_buf(e, ebuf));
	funlockfile(stderr);
}

void vwarnx(const char *fmt, va_list ap)
{
	flockfile(stderr);
	fprintf(stderr, "%s: ", program_invocation_short_name);
	if (fmt) vfprintf(stderr, fmt, ap);
	putc('\n', stderr);
	funlockfile(stderr);
}

void warn(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vwarn(fmt, ap);
	va_end(ap);
}

void warnx(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
}

_Noreturn void verr(int status, const char *fmt, va_list ap)
{
	vwarn(fmt, ap);
	exit(status);
}

_Noreturn void verrx(int status, const char *fmt, va_list ap)
{
	vwarnx(fmt, ap);
	exit(status);
}

_Noreturn void err(int status, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verr(status, fmt, ap);
}

_Noreturn void errx(int status, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verrx(status, fmt, ap);
}
