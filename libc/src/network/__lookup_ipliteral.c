#define _GNU_SOURCE
#include <netdb.h>
#include <string.h>
#include <stdlib.h>
#include <arpa/inet.h>
#include "lookup.h"

/* An IPv4 literal in any form inet_aton knows ("127.1", "0x7f.1"), but
 * nothing after it: inet_aton itself stops at white space. */
static int ipv4(const char *s, unsigned char *a)
{
	struct in_addr in;
	if (s[strspn(s, "0123456789abcdefABCDEFxX.")]) return 0;
	if (!inet_aton(s, &in)) return 0;
	memcpy(a, &in, 4);
	return 1;
}

/* 1 with *buf filled if name is a numeric address of the family asked
 * for, 0 if it is no numeric address, EAI_ADDRFAMILY if it is one of the
 * other family. An IPv6 literal may carry a numeric %scope. */
int __lookup_ipliteral(struct address *buf, const char *name, int family)
{
	unsigned char a[16];
	char tmp[INET6_ADDRSTRLEN + 1];
	memset(buf, 0, sizeof *buf);
	if (ipv4(name, a)) {
		if (family == AF_INET6) return EAI_ADDRFAMILY;
		buf->family = AF_INET;
		memcpy(buf->addr, a, 4);
		return 1;
	}
	const char *pct = strchr(name, '%');
	size_t l = pct ? (size_t)(pct - name) : strlen(name);
	if (l >= sizeof tmp) return 0;
	memcpy(tmp, name, l);
	tmp[l] = 0;
	if (inet_pton(AF_INET6, tmp, a) != 1) return 0;
	unsigned long scope = 0;
	if (pct) {
		char *end;
		if (pct[1] < '0' || pct[1] > '9') return EAI_NONAME;
		scope = strtoul(pct + 1, &end, 10);
		if (*end || scope > 0xffffffffUL) return EAI_NONAME;
	}
	if (family == AF_INET) {
		/* glibc hands an IPv4-mapped literal to an IPv4 caller as IPv4. */
		static const unsigned char mapped[12] = { [10] = 0xff, [11] = 0xff };
		if (memcmp(a, mapped, 12) || pct) return EAI_ADDRFAMILY;
		buf->family = AF_INET;
		memcpy(buf->addr, a + 12, 4);
		return 1;
	}
	buf->family = AF_INET6;
	buf->scopeid = scope;
	memcpy(buf->addr, a, 16);
	return 1;
}
