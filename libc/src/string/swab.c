#include <unistd.h>

void swab(const void *restrict src, void *restrict dest, ssize_t n)
{
	const unsigned char *s = src;
	unsigned char *d = dest;
	/* An odd last byte is left alone, as POSIX allows and glibc does. */
	for (; n > 1; n -= 2, s += 2, d += 2) {
		unsigned char a = s[0];
		d[0] = s[1];
		d[1] = a;
	}
}
