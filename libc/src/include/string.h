#ifndef STRING_H
#define STRING_H

#include "../../include/string.h"

/* strerror's table (errno/strerror.c), shared by the strerror family:
 * the message for a known value or null; "Unknown error N" written into
 * BUF (N bytes) and BUF returned. */
const char *__strerror_known(int);
char *__strerror_unknown(int, char *, size_t);

/* POSIX: "the implementation shall behave as if no function defined in
 * this volume calls strerror()": what strerror returned stays the
 * caller's until the caller's next call (gnulib's test-perror2 checks
 * that perror leaves it alone). So perror, err, error and printf's %m
 * format an unknown value into a buffer of their own, of this size. */
#define STRERROR_BUF 32
static inline const char *__strerror_buf(int e, char *buf)
{
	const char *s = __strerror_known(e);
	return s ? s : __strerror_unknown(e, buf, STRERROR_BUF);
}

#endif
