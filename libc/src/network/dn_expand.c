#include <resolv.h>
#include <string.h>

/* Characters that RFC 1035 master files quote with a backslash. */
static int special(int c)
{
	return c == '"' || c == '.' || c == ';' || c == '\\' || c == '(' || c == ')'
		|| c == '@' || c == '$';
}

/* The name at src in the message [msg, eom) as text. Every label must lie
 * inside the message; a compression pointer may only point before
 * itself, which with the 255-byte limit on the expanded wire form makes
 * every loop finite; a hop limit stops the rest. Returns how many bytes
 * the name takes at src, or -1. */
int dn_expand(const unsigned char *msg, const unsigned char *eom,
	const unsigned char *src, char *dst, int space)
{
	const unsigned char *p = src, *end = 0;
	char *d = dst, *lim;
	int wire = 1, hops = 0;

	if (!msg || !src || !dst || src < msg || src >= eom || space <= 0) return -1;
	lim = dst + (space > NS_MAXDNAME ? NS_MAXDNAME : space) - 1;
	for (;;) {
		if (p >= eom) return -1;
		unsigned c = *p;
		if ((c & 0xc0) == 0xc0) {
			if (eom - p < 2) return -1;
			const unsigned char *t = msg + ((c & 0x3f) << 8 | p[1]);
			if (t >= p || ++hops > 127) return -1;
			if (!end) end = p + 2;
			p = t;
			continue;
		}
		if (c & 0xc0) return -1;
		if (!c) break;
		if ((wire += c + 1) > NS_MAXCDNAME || eom - p <= (long)c) return -1;
		if (d != dst) {
			if (d >= lim) return -1;
			*d++ = '.';
		}
		for (unsigned i = 1; i <= c; i++) {
			unsigned ch = p[i];
			int need = special(ch) ? 2 : ch <= 0x20 || ch >= 0x7f ? 4 : 1;
			if (lim - d < need) return -1;
			if (need == 4) {
				*d++ = '\\';
				*d++ = '0' + ch / 100;
				*d++ = '0' + ch / 10 % 10;
				*d++ = '0' + ch % 10;
			} else {
				if (need == 2) *d++ = '\\';
				*d++ = ch;
			}
		}
		p += c + 1;
	}
	if (!end) end = p + 1;
	*d = 0;
	return end - src;
}
