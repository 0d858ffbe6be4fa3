#define _GNU_SOURCE
#include <string.h>

/* GNU strerror_r: a known message is returned in place (the buffer is
 * not touched); only an unknown value is formatted into buf. */
char *strerror_r(int e, char *buf, size_t n)
{
	const char *s = __strerror_known(e);
	return s ? (char *)s : __strerror_unknown(e, buf, n);
}
