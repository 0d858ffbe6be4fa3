#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

/* RFC 5952 text: lowercase, the longest run (>= 2) of zero groups as
 * "::", first such run on ties, embedded IPv4 for ::ffff:0:0/96 and for
 * the deprecated compatible form ::a.b.c.d, as glibc prints them. */
const char *inet_ntop(int af, const void *restrict src, char *restrict dst, socklen_t size)
{
	const unsigned char *a = src;
	char buf[INET6_ADDRSTRLEN];
	int len;
	if (af == AF_INET) {
		len = snprintf(buf, sizeof buf, "%d.%d.%d.%d", a[0], a[1], a[2], a[3]);
	} else if (af == AF_INET6) {
		unsigned g[8];
		for (int i = 0; i < 8; i++) g[i] = a[2 * i] << 8 | a[2 * i + 1];
		int v4 = !g[0] && !g[1] && !g[2] && !g[3] && !g[4] && (g[5] == 0xffff || (!g[5] && g[6]));
		int groups = v4 ? 6 : 8, best = -1, bestlen = 1;
		for (int i = 0; i < groups; ) {
			int j = i;
			while (j < groups && !g[j]) j++;
			if (j - i > bestlen) { best = i; bestlen = j - i; }
			i = j > i ? j : i + 1;
		}
		char *p = buf;
		for (int i = 0; i < groups; i++) {
			if (i == best) { *p++ = ':'; if (!i) *p++ = ':'; i += bestlen - 1; continue; }
			p += sprintf(p, "%x", g[i]);
			if (i < groups - 1 || v4) *p++ = ':';
		}
		if (v4) p += sprintf(p, "%d.%d.%d.%d", a[12], a[13], a[14], a[15]);
		*p = 0;
		len = p - buf;
	} else {
		errno = EAFNOSUPPORT;
		return 0;
	}
	if ((socklen_t)len >= size) { errno = ENOSPC; return 0; }
	memcpy(dst, buf, len + 1);
	return dst;
}
