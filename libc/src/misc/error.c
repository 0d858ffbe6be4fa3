#define _GNU_SOURCE
#include <error.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void (*error_print_progname)(void);
unsigned int error_message_count;
int error_one_per_line;

/* glibc's format, which gnulib's tests and GNU programs' expected
 * outputs rely on: stdout flushed first so the message lands after what
 * was already printed; "PROG: " (error) or "PROG:FILE:LINE: "
 * (error_at_line; "PROG: " for a null file) from the full invocation name; ": strerror" when
 * errnum is set. The stream is locked so the pieces stay together. */
static void verror(int status, int errnum, int at, const char *file, unsigned line, const char *fmt, va_list ap)
{
	fflush(stdout);
	flockfile(stderr);
	if (error_print_progname) error_print_progname();
	else fprintf(stderr, at ? "%s:" : "%s: ", program_invocation_name);
	if (at && file) fprintf(stderr, "%s:%u: ", file, line);
	else if (at) putc(' ', stderr);
	vfprintf(stderr, fmt, ap);
	error_message_count++;
	char ebuf[STRERROR_BUF];
	if (errnum) fprintf(stderr, ": %s", __strerror_buf(errnum, ebuf));
	putc('\n', stderr);
	funlockfile(stderr);
	fflush(stderr);
	if (status) exit(status);
}

void error(int status, int errnum, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror(status, errnum, 0, 0, 0, fmt, ap);
	va_end(ap);
}

/* error_one_per_line: a message for the same file and line as the
 * previous one is dropped (the file compared by content, as glibc). */
void error_at_line(int status, int errnum, const char *file, unsigned line, const char *fmt, ...)
{
	static const char *last_file;
	static unsigned last_line;
	va_list ap;

	if (error_one_per_line) {
		if (line == last_line && (file == last_file
		    || (file && last_file && !strcmp(file, last_file))))
			return;
		last_file = file;
		last_line = line;
	}
	va_start(ap, fmt);
	verror(status, errnum, 1, file, line, fmt, ap);
	va_end(ap);
}
