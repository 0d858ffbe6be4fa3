/* snprintf/vsnprintf truncation and return values, sprintf, and the
 * EOVERFLOW limit. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <limits.h>
#include "check.h"

static int vs(char *b, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = vsnprintf(b, n, fmt, ap);
	va_end(ap);
	return r;
}

int main(void)
{
	char b[16];

	/* The return value is the full length; the array holds n-1 bytes
	 * and a terminator. */
	memset(b, 'Z', sizeof b);
	CHECK_INT(snprintf(b, 5, "%s-%d", "hello", 42), 8);
	CHECK_STR(b, "hell");
	CHECK_INT(b[5], 'Z');

	memset(b, 'Z', sizeof b);
	CHECK_INT(snprintf(b, 1, "abc"), 3);
	CHECK_INT(b[0], 0);
	CHECK_INT(b[1], 'Z');

	/* n == 0: nothing is written, not even the terminator; s may be null. */
	memset(b, 'Z', sizeof b);
	CHECK_INT(snprintf(b, 0, "abc%d", 12345), 8);
	CHECK_INT(b[0], 'Z');
	CHECK_INT(snprintf(NULL, 0, "%s", "four"), 4);

	/* Exactly fitting. */
	CHECK_INT(snprintf(b, 4, "abc"), 3);
	CHECK_STR(b, "abc");

	/* Truncation in the middle of a padded field. */
	CHECK_INT(vs(b, 8, "[%10d]", 5), 12);
	CHECK_STR(b, "[      ");

	CHECK_INT(sprintf(b, "%d%s", -7, "xy"), 4);
	CHECK_STR(b, "-7xy");
	CHECK_INT(sprintf(b, ""), 0);
	CHECK_STR(b, "");

	/* A result longer than INT_MAX cannot be counted. */
	errno = 0;
	CHECK_INT(snprintf(NULL, 0, "%*d%*d", INT_MAX - 2, 1, 10, 2), -1);
	CHECK_INT(errno, EOVERFLOW);
	/* Width too large to parse. */
	errno = 0;
	CHECK_INT(snprintf(NULL, 0, "%99999999999d", 1), -1);
	CHECK_INT(errno, EOVERFLOW);
	return check_done();
}
