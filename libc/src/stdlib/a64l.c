#include <stdlib.h>
#include <stdint.h>

static const char digits[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* Only 32 bits take part, as POSIX and glibc say; the result is the
 * unsigned 32-bit value, as glibc returns it. */
long a64l(const char *s)
{
	uint32_t x = 0;
	for (int e = 0; e < 36 && *s; e += 6, s++) {
		const char *d = digits;
		while (*d && *d != *s) d++;
		if (!*d) break;
		x |= (uint32_t)(d - digits) << e;
	}
	return x;
}

char *l64a(long v)
{
	static char s[7];
	uint32_t x = v;
	char *p = s;
	for (; x; x >>= 6) *p++ = digits[x & 63];
	*p = 0;
	return s;
}
