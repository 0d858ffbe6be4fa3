#define _GNU_SOURCE
#include <string.h>

const char *__strerror_known(int);
char *__strerror_unknown(int, char *, size_t);

/* GNU strerror_r: a known message is returned in place (the buffer is
 * not touched); only an unknown value is formatted into buf. */
char *strerror_r(int e, char *buf, size_t n)
{
	const char *s = __strerror_known(e);
	return s ? (char *)s : __strerror_unknown(e, buf, n);
}
