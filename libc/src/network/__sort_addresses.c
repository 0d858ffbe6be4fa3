#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include "lookup.h"

/* Destination address selection after RFC 6724, the rules that need no
 * configuration: 1 (unreachable last), 2 (matching scope), 5 (matching
 * label), 6 (precedence), 8 (smaller scope), 9 (longest matching prefix)
 * and 10 (otherwise keep the order found). The source address for each
 * destination is what the kernel picks for a connected UDP socket.
 * Lists without IPv6 are left as found, as glibc's default does. */

static const struct policy {
	unsigned char addr[16], len, prec, label;
} table[] = {
	{ { [15] = 1 }, 128, 50, 0 },
	{ { [10] = 0xff, [11] = 0xff }, 96, 35, 4 },
	{ { 0x20, 0x02 }, 16, 30, 2 },
	{ { 0x20, 0x01 }, 32, 5, 5 },
	{ { 0xfc }, 7, 3, 13 },
	{ { 0 }, 96, 1, 3 },
	{ { 0xfe, 0xc0 }, 10, 1, 11 },
	{ { 0x3f, 0xfe }, 16, 1, 12 },
	{ { 0 }, 0, 40, 1 },
};

static int prefix_match(const unsigned char *a, const unsigned char *b, int bits)
{
	int i = 0;
	for (; i < bits; i++)
		if ((a[i/8] ^ b[i/8]) & (0x80 >> (i%8))) break;
	return i;
}

static const struct policy *policy(const unsigned char *a)
{
	const struct policy *p = table;
	while (prefix_match(a, p->addr, p->len) < p->len) p++;
	return p;
}

static int scope(const unsigned char *a)
{
	if (a[0] == 0xff) return a[1] & 15;
	if (a[0] == 0xfe && (a[1] & 0xc0) == 0x80) return 2;
	if (!memcmp(a, (unsigned char[16]){ [15] = 1 }, 16)) return 2;
	if (a[0] == 0xfe && (a[1] & 0xc0) == 0xc0) return 5;
	if (!memcmp(a, (unsigned char[12]){ [10] = 0xff, [11] = 0xff }, 12)
	 && (a[12] == 127 || (a[12] == 169 && a[13] == 254))) return 2;
	return 14;
}

static void as_v6(unsigned char *out, const struct address *a)
{
	if (a->family == AF_INET6) { memcpy(out, a->addr, 16); return; }
	memset(out, 0, 10);
	out[10] = out[11] = 0xff;
	memcpy(out + 12, a->addr, 4);
}

static int key(const struct address *a)
{
	unsigned char d[16], s[16];
	union sockany sa, src;
	socklen_t len;
	as_v6(d, a);
	const struct policy *dp = policy(d);
	int ds = scope(d), k = dp->prec << 20 | (15 - ds) << 16;

	memset(&sa, 0, sizeof sa);
	if (a->family == AF_INET) {
		sa.sin.sin_family = AF_INET;
		sa.sin.sin_port = 65535;
		memcpy(&sa.sin.sin_addr, a->addr, 4);
		len = sizeof sa.sin;
	} else {
		sa.sin6.sin6_family = AF_INET6;
		sa.sin6.sin6_port = 65535;
		sa.sin6.sin6_scope_id = a->scopeid;
		memcpy(&sa.sin6.sin6_addr, a->addr, 16);
		len = sizeof sa.sin6;
	}
	int fd = socket(a->family, SOCK_DGRAM | SOCK_CLOEXEC, IPPROTO_UDP);
	if (fd < 0) return k;
	if (!connect(fd, &sa.sa, len) && !getsockname(fd, &src.sa, &len)) {
		struct address sad = { .family = a->family };
		memcpy(sad.addr, a->family == AF_INET ? (void *)&src.sin.sin_addr : (void *)&src.sin6.sin6_addr,
			a->family == AF_INET ? 4 : 16);
		as_v6(s, &sad);
		k |= 1 << 30;
		if (scope(s) == ds) k |= 1 << 28;
		if (policy(s)->label == dp->label) k |= 1 << 27;
		if (a->family == AF_INET6) k |= prefix_match(s, d, 64) << 8;
	}
	close(fd);
	return k;
}

void __sort_addresses(struct address *a, int n)
{
	int v6 = 0;
	for (int i = 0; i < n; i++) v6 |= a[i].family == AF_INET6;
	if (n < 2 || !v6) return;
	for (int i = 0; i < n; i++) a[i].sortkey = key(&a[i]);
	/* Insertion sort: stable, and n is small. */
	for (int i = 1; i < n; i++) {
		struct address t = a[i];
		int j = i;
		for (; j > 0 && a[j-1].sortkey < t.sortkey; j--) a[j] = a[j-1];
		a[j] = t;
	}
}
