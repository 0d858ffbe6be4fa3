#include <string.h>
#include <errno.h>
#include "libc.h"

/* POSIX strerror_r. As glibc's __xpg_strerror_r: an unknown value still
 * gets its "Unknown error N" text but reports EINVAL; a short buffer gets
 * a truncated, terminated copy and ERANGE. errno is left alone. */
int strerror_r(int e, char *buf, size_t n)
{
	const char *s = __strerror_known(e);
	if (!s) {
		__strerror_unknown(e, buf, n);
		return EINVAL;
	}
	size_t l = strlen(s);
	if (n) {
		size_t k = l < n ? l : n - 1;
		memcpy(buf, s, k);
		buf[k] = 0;
	}
	return n <= l ? ERANGE : 0;
}

/* glibc's name for the POSIX form, which code written for glibc may call
 * by name (gnulib does, under __GLIBC__). */
weak_alias(strerror_r, __xpg_strerror_r);
