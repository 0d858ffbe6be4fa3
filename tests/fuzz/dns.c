/* Fuzz harness: what the resolver makes of a DNS answer (RFC 1035): the
 * checks and walk of __dns_walk, the CNAME chain and address collection
 * getaddrinfo uses (parse() of __dns_hosts.c, compiled in here to reach
 * it), ns_initparse/ns_parserr, dn_expand and dn_skipname. The input is
 * the answer. Names come out terminated and within their buffers, records
 * lie inside the message, addresses are at most LK_MAXADDR. */
#include "../../libc/src/network/__dns_hosts.c"
#include <arpa/nameser.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static void fail(const char *what)
{
	fprintf(stderr, "dns: %s\n", what);
	abort();
}

static int walked;

static int every(void *ctx, int type, const unsigned char *owner,
	const unsigned char *rd, int rdlen, const unsigned char *a, int alen)
{
	char name[NS_MAXDNAME];
	(void)ctx, (void)type;
	if (owner < a || rd < a || rdlen < 0 || rd + rdlen > a + alen)
		fail("__dns_walk gave a record outside the message");
	if (dn_expand(a, a + alen, owner, name, sizeof name) < 0)
		fail("__dns_walk gave an owner name that does not expand");
	walked++;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const unsigned char *a = data;
	int alen = size > 65535 ? 65535 : (int)size;
	char name[NS_MAXDNAME], small[32];
	/* dn_expand at every offset, into a big and a small buffer */
	for (int off = 0; off < alen && off < 2048; off++) {
		int n = dn_expand(a, a + alen, a + off, name, sizeof name);
		if (n >= 0 && (n == 0 || off + n > alen || strlen(name) >= sizeof name))
			fail("dn_expand: a length outside the message");
		int k = dn_skipname(a + off, a + alen);
		if (k >= 0 && (k == 0 || off + k > alen))
			fail("dn_skipname: a length outside the message");
		n = dn_expand(a, a + alen, a + off, small, sizeof small);
		if (n >= 0 && strlen(small) >= sizeof small)
			fail("dn_expand: wrote past a small buffer");
	}
	walked = 0;
	__dns_walk(a, alen, every, 0);
	/* what getaddrinfo takes from it, for the question's own name */
	if (alen > NS_HFIXEDSZ && dn_expand(a, a + alen, a + NS_HFIXEDSZ, name, sizeof name) > 0
	    && strlen(name) < 256) {
		static const int types[] = { ns_t_a, ns_t_aaaa };
		for (int t = 0; t < 2; t++) {
			static struct lookup lk;
			memset(&lk, 0, sizeof lk);
			int n = parse(&lk, name, a, alen, types[t]);
			if (lk.naddr < 0 || lk.naddr > LK_MAXADDR || lk.nalias > LK_MAXALIAS
			    || (n > 0 && strlen(lk.canon) >= sizeof lk.canon))
				fail("parse: addresses or aliases beyond their arrays");
		}
	}
	ns_msg h;
	ns_rr rr;
	if (!ns_initparse(a, alen, &h))
		for (int s = 0; s < ns_s_max; s++)
			for (int i = 0; i < ns_msg_count(h, s) && i < 256; i++) {
				if (ns_parserr(&h, s, i, &rr))
					break;
				if (s != ns_s_qd && (rr.rdata < a || rr.rdata + rr.rdlength > a + alen))
					fail("ns_parserr: record data outside the message");
				if (strlen(rr.name) >= sizeof rr.name)
					fail("ns_parserr: owner name not terminated");
			}
	return 0;
}
