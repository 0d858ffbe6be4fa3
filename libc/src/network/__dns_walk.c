#include <resolv.h>
#include <string.h>
#include <strings.h>
#include "lookup.h"

int __dns_rcode(const unsigned char *a, int alen)
{
	return alen >= NS_HFIXEDSZ ? a[3] & 15 : -1;
}

/* Is a the answer to the query q: same id, a response to the same
 * opcode, and the same single question (name compared without regard
 * to case, as RFC 4343 asks)? */
int __dns_question_matches(const unsigned char *q, int qlen, const unsigned char *a, int alen)
{
	char qn[NS_MAXDNAME], an[NS_MAXDNAME];
	if (qlen < NS_HFIXEDSZ || alen < NS_HFIXEDSZ) return 0;
	if (q[0] != a[0] || q[1] != a[1] || !(a[2] & 0x80) || (a[2] & 0x78) != (q[2] & 0x78)) return 0;
	if (a[4] != 0 || a[5] != 1) return 0;
	int qn_len = dn_expand(q, q + qlen, q + NS_HFIXEDSZ, qn, sizeof qn);
	int an_len = dn_expand(a, a + alen, a + NS_HFIXEDSZ, an, sizeof an);
	if (qn_len < 0 || an_len < 0 || strcasecmp(qn, an)) return 0;
	if (NS_HFIXEDSZ + qn_len + NS_QFIXEDSZ > qlen || NS_HFIXEDSZ + an_len + NS_QFIXEDSZ > alen) return 0;
	return !memcmp(q + NS_HFIXEDSZ + qn_len, a + NS_HFIXEDSZ + an_len, NS_QFIXEDSZ);
}

/* Call cb for each Internet-class record of the answer section after checking the whole
 * message: every name expands within the packet, every record and its
 * data lie inside it. A message that fails any check is rejected as a
 * whole (-1); otherwise returns what cb last returned (0 to go on). */
int __dns_walk(const unsigned char *a, int alen,
	int (*cb)(void *, int, const unsigned char *, const unsigned char *, int, const unsigned char *, int),
	void *ctx)
{
	char name[NS_MAXDNAME];
	const unsigned char *p = a + NS_HFIXEDSZ, *end = a + alen;
	if (alen < NS_HFIXEDSZ) return -1;
	int qd = a[4] << 8 | a[5], an = a[6] << 8 | a[7];
	for (int i = 0; i < qd; i++) {
		int n = dn_expand(a, end, p, name, sizeof name);
		if (n < 0 || end - p < n + NS_QFIXEDSZ) return -1;
		p += n + NS_QFIXEDSZ;
	}
	/* Check every answer record before acting on any. */
	const unsigned char *first = p;
	for (int pass = 0; pass < 2; pass++) {
		p = first;
		for (int i = 0; i < an; i++) {
			int n = dn_expand(a, end, p, name, sizeof name);
			if (n < 0 || end - p < n + NS_RRFIXEDSZ) return -1;
			const unsigned char *owner = p;
			p += n;
			int type = p[0] << 8 | p[1], class = p[2] << 8 | p[3], rdlen = p[8] << 8 | p[9];
			p += NS_RRFIXEDSZ;
			if (end - p < rdlen) return -1;
			if (pass && cb && class == ns_c_in) {
				int r = cb(ctx, type, owner, p, rdlen, a, alen);
				if (r) return r;
			}
			p += rdlen;
		}
	}
	return 0;
}
