#include <resolv.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>

/* Text name to uncompressed wire form: labels of at most 63 bytes, 255
 * in all, "\X" and "\DDD" escapes as dn_expand writes them. Returns the
 * length or -1. */
static int encode(const char *s, unsigned char *w)
{
	int n = 0, len = 0;
	if (!strcmp(s, ".")) s++;
	for (;;) {
		int at = n++;
		len = 0;
		while (*s && *s != '.') {
			unsigned c = (unsigned char)*s++;
			if (c == '\\') {
				if (isdigit((unsigned char)s[0])) {
					if (!isdigit((unsigned char)s[1]) || !isdigit((unsigned char)s[2])) return -1;
					c = (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0');
					if (c > 255) return -1;
					s += 3;
				} else if (*s) {
					c = (unsigned char)*s++;
				} else {
					return -1;
				}
			}
			if (++len > NS_MAXLABEL || n >= NS_MAXCDNAME) return -1;
			w[n++] = c;
		}
		w[at] = len;
		/* Only the root label may be empty: "a..b" and ".a" are not names. */
		if (!len) return *s ? -1 : n;
		if (!*s) break;
		s++;
		if (!*s) break;
	}
	if (n >= NS_MAXCDNAME) return -1;
	w[n++] = 0;
	return n;
}

/* Does the name at p in msg equal the wire labels at w? */
static int same(const unsigned char *msg, const unsigned char *p, const unsigned char *w)
{
	int hops = 0;
	for (;;) {
		if ((*p & 0xc0) == 0xc0) {
			const unsigned char *t = msg + ((p[0] & 0x3f) << 8 | p[1]);
			if (t >= p || ++hops > 127) return 0;
			p = t;
			continue;
		}
		if (*p != *w || (*p & 0xc0)) return 0;
		if (!*p) return 1;
		for (int i = 1; i <= *p; i++)
			if (tolower(p[i]) != tolower(w[i])) return 0;
		w += *w + 1;
		p += *p + 1;
	}
}

/* Where in msg a name equal to w starts: at one of the names dnptrs
 * lists or at a label inside one (not behind a pointer), within the
 * 14-bit reach of a compression pointer. */
static const unsigned char *find(unsigned char **dnptrs, const unsigned char *w)
{
	const unsigned char *msg = dnptrs[0];
	for (unsigned char **q = dnptrs + 1; *q; q++)
		for (const unsigned char *p = *q; *p && !(*p & 0xc0) && p - msg < 0x4000; p += *p + 1)
			if (same(msg, p, w)) return p;
	return 0;
}

/* Compress src into dst: the longest suffix already in the message
 * becomes a pointer; dnptrs (dnptrs[0] is the message, the list ends
 * with a null pointer before lastdnptr) gains the new name, as glibc. */
int dn_comp(const char *src, unsigned char *dst, int space,
	unsigned char **dnptrs, unsigned char **lastdnptr)
{
	unsigned char w[NS_MAXCDNAME];
	const unsigned char *found = 0;
	int n = encode(src, w), hit = n - 1;
	if (n < 0 || !dst || space <= 0) return -1;
	int compress = dnptrs && dnptrs[0];
	if (compress)
		for (int i = 0; w[i]; i += w[i] + 1)
			if ((found = find(dnptrs, w + i))) {
				hit = i;
				break;
			}
	int out = found ? hit + 2 : n;
	if (out > space) return -1;
	memcpy(dst, w, found ? hit : n);
	if (found) {
		unsigned off = found - dnptrs[0];
		dst[hit] = 0xc0 | off >> 8;
		dst[hit + 1] = off;
	}
	if (compress && lastdnptr && hit > 0 && dst - dnptrs[0] < 0x4000) {
		unsigned char **end = dnptrs + 1;
		while (*end) end++;
		if (end < lastdnptr - 1) {
			*end++ = dst;
			*end = 0;
		}
	}
	return out;
}
