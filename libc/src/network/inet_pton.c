#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

/* Strict dotted quad: four decimal parts, no leading zeros (glibc). */
static int pton4(const char *s, unsigned char *a)
{
	for (int i = 0; i < 4; i++) {
		int v = 0, d = 0;
		if (s[0] == '0' && s[1] >= '0' && s[1] <= '9') return 0;
		for (; *s >= '0' && *s <= '9' && d < 3; s++, d++) v = v * 10 + *s - '0';
		if (!d || v > 255) return 0;
		a[i] = v;
		if (i < 3 && *s++ != '.') return 0;
	}
	return !*s;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9') return c - '0';
	c |= 32;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static int pton6(const char *s, unsigned char *a)
{
	unsigned short ip[8];
	int n = 0, gap = -1;
	if (s[0] == ':' && s[1] == ':') { gap = 0; s += 2; if (!*s) goto done; }
	else if (*s == ':') return 0;
	for (;;) {
		if (n < 7 && strchr(s, '.') && strchr(s, '.') < (strchr(s, ':') ? strchr(s, ':') : s + strlen(s))) {
			unsigned char v4[4];
			if (n > 6 || !pton4(s, v4)) return 0;
			ip[n++] = v4[0] << 8 | v4[1];
			ip[n++] = v4[2] << 8 | v4[3];
			break;
		}
		int v = 0, d = 0, h;
		for (; d < 4 && (h = hexval(*s)) >= 0; s++, d++) v = v * 16 + h;
		if (!d || n == 8) return 0;
		ip[n++] = v;
		if (!*s) break;
		if (*s++ != ':') return 0;
		if (*s == ':') {
			if (gap >= 0) return 0;
			gap = n; s++;
			if (!*s) break;
		} else if (!*s) return 0;
	}
done:
	if (gap < 0 && n != 8) return 0;
	if (gap >= 0 && n == 8) return 0;
	memset(a, 0, 16);
	int tail = gap < 0 ? 0 : n - gap;
	for (int i = 0; i < n - tail; i++) { a[2 * i] = ip[i] >> 8; a[2 * i + 1] = ip[i]; }
	for (int i = 0; i < tail; i++) {
		int j = 8 - tail + i;
		a[2 * j] = ip[gap + i] >> 8; a[2 * j + 1] = ip[gap + i];
	}
	return 1;
}

int inet_pton(int af, const char *restrict s, void *restrict dst)
{
	if (af == AF_INET) return pton4(s, dst);
	if (af == AF_INET6) return pton6(s, dst);
	errno = EAFNOSUPPORT;
	return -1;
}
