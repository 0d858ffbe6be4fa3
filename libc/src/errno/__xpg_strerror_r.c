#include <string.h>
#include <errno.h>

/* POSIX strerror_r (string.h maps strerror_r here without _GNU_SOURCE).
 * As glibc: an unknown value still gets its "Unknown error N" text but
 * reports EINVAL; a short buffer gets a truncated, terminated copy and
 * ERANGE. */
int __xpg_strerror_r(int e, char *buf, size_t n)
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
