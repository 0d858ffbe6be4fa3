#include <arpa/inet.h>
#include <stdlib.h>
#include <ctype.h>

/* The classic forms: a, a.b (8.24), a.b.c (8.8.16) and a.b.c.d, each part
 * decimal, octal (leading 0) or hex (0x), as glibc accepts them. */
int inet_aton(const char *s, struct in_addr *dest)
{
	unsigned long part[4];
	int n = 0;
	for (;;) {
		char *end;
		if (!isdigit((unsigned char)*s)) return 0;
		part[n] = strtoul(s, &end, 0);
		if (end == s) return 0;
		s = end;
		if (*s != '.') break;
		if (++n == 4) return 0;
		s++;
	}
	if (*s && !isspace((unsigned char)*s)) return 0;
	static const unsigned long max[4] = { 0xffffffff, 0xffffff, 0xffff, 0xff };
	for (int i = 0; i < n; i++) if (part[i] > 0xff) return 0;
	if (part[n] > max[n]) return 0;
	unsigned long a = part[n];
	for (int i = 0; i < n; i++) a |= part[i] << (24 - 8 * i);
	if (dest) dest->s_addr = htonl(a);
	return 1;
}

in_addr_t inet_addr(const char *s)
{
	struct in_addr a;
	return inet_aton(s, &a) ? a.s_addr : INADDR_NONE;
}
