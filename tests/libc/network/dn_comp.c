#define _GNU_SOURCE
#include <resolv.h>
#include <arpa/nameser.h>
#include <string.h>
#include <errno.h>
#include "check.h"

/* Compression round trips and the rejection of malformed names and
 * messages (the stub resolver parses answers with the same code). */

static const char *expand(const unsigned char *msg, int len, int at)
{
	static char out[NS_MAXDNAME];
	int n = dn_expand(msg, msg + len, msg + at, out, sizeof out);
	return n < 0 ? "(error)" : out;
}

int main(void)
{
	unsigned char msg[1024], *dnptrs[8], **last = dnptrs + 8;
	char name[NS_MAXDNAME];
	int n, m, k;

	/* Three names sharing suffixes in one message. */
	memset(msg, 0, sizeof msg);
	dnptrs[0] = msg;
	dnptrs[1] = 0;
	n = dn_comp("www.Example.org", msg + 12, 500, dnptrs, last);
	CHECK_INT(n, 17);
	CHECK_MEM(msg + 12, "\3www\7Example\3org\0", 17);
	CHECK(dnptrs[1] == msg + 12 && dnptrs[2] == 0);
	m = dn_comp("mail.example.ORG.", msg + 29, 500, dnptrs, last);
	CHECK_INT(m, 7);	/* "mail" and a pointer to "example.org" at 16 */
	CHECK_MEM(msg + 29, "\4mail\xc0\x10", 7);
	k = dn_comp("example.org", msg + 36, 500, dnptrs, last);
	CHECK_INT(k, 2);
	CHECK_MEM(msg + 36, "\xc0\x10", 2);
	CHECK_STR(expand(msg, 38, 12), "www.Example.org");
	CHECK_STR(expand(msg, 38, 29), "mail.Example.org");
	CHECK_STR(expand(msg, 38, 36), "Example.org");
	CHECK_INT(dn_expand(msg, msg + 38, msg + 29, name, sizeof name), 7);
	CHECK_INT(dn_skipname(msg + 29, msg + 38), 7);
	CHECK_INT(dn_skipname(msg + 12, msg + 29), 17);
	CHECK_INT(dn_skipname(msg + 12, msg + 20), -1);

	/* No table: no compression. The root. Escapes both ways. */
	CHECK_INT(dn_comp("a.b", msg, 100, 0, 0), 5);
	CHECK_MEM(msg, "\1a\1b\0", 5);
	CHECK_INT(dn_comp(".", msg, 100, 0, 0), 1);
	CHECK_INT(msg[0], 0);
	CHECK_STR(expand(msg, 1, 0), "");
	CHECK_INT(dn_comp("a\\.b.c\\099", msg, 100, 0, 0), 8);
	CHECK_MEM(msg, "\3a.b\2cc\0", 8);
	CHECK_STR(expand(msg, 8, 0), "a\\.b.cc");
	memcpy(msg, "\3a\001b\0", 6);
	CHECK_STR(expand(msg, 6, 0), "a\\001b");

	/* Names dn_comp refuses: empty labels, a 64-byte label, over 255 bytes,
	 * no room. */
	CHECK_INT(dn_comp("a..b", msg, 100, 0, 0), -1);
	CHECK_INT(dn_comp(".a", msg, 100, 0, 0), -1);
	memset(name, 'x', 64); name[64] = 0;
	CHECK_INT(dn_comp(name, msg, 100, 0, 0), -1);
	name[63] = 0;
	CHECK_INT(dn_comp(name, msg, 100, 0, 0), 65);
	for (int i = 0; i < 300; i += 2) name[i] = 'a', name[i+1] = '.';
	name[253] = 0;	/* 127 labels: 255 bytes on the wire */
	CHECK_INT(dn_comp(name, msg, 512, 0, 0), 255);
	name[253] = 'b'; name[254] = 0;
	CHECK_INT(dn_comp(name, msg, 512, 0, 0), -1);
	CHECK_INT(dn_comp("abc.def", msg, 8, 0, 0), -1);
	CHECK_INT(dn_comp("abc.def", msg, 9, 0, 0), 9);

	/* Malformed names dn_expand rejects without reading outside. */
	static const struct { const char *bytes; int len, at; } bad[] = {
		{ "\3ab", 3, 0 },                     /* label past the end */
		{ "\3abc", 4, 0 },                    /* no terminating zero */
		{ "\xc0\x00", 2, 0 },                 /* pointer to itself */
		{ "\1a\xc0\x00", 4, 2 },              /* a loop through a label */
		{ "\1a\xc0", 3, 0 },                  /* half a pointer */
		{ "\x40\0", 2, 0 },                   /* extended label type */
		{ "\x80\0", 2, 0 },                   /* reserved label type */
		{ "\xc0\x50", 2, 0 },                 /* pointer beyond the message */
	};
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		memcpy(msg, bad[i].bytes, bad[i].len);
		CHECK_INT(dn_expand(msg, msg + bad[i].len, msg + bad[i].at, name, sizeof name), -1);
	}
#ifdef __polyport__
	/* glibc follows a pointer forward; polyport takes only pointers to
	 * earlier bytes, which is what makes every name walk finite. */
	memcpy(msg, "\xc0\x04\0\0\1a\0", 7);
	CHECK_INT(dn_expand(msg, msg + 7, msg, name, sizeof name), -1);
#endif
	/* A long chain of backward pointers, each a label, grows past 255. */
	for (int i = 0; i < 200; i++) {
		msg[i * 4] = 1; msg[i * 4 + 1] = 'a';
		msg[i * 4 + 2] = 0xc0 | (i ? (i - 1) * 4 : 0) >> 8;
		msg[i * 4 + 3] = i ? (i - 1) * 4 : 0;
	}
	msg[2] = 0; msg[3] = 0;	/* the first one ends: \1a\0 */
	CHECK_INT(dn_expand(msg, msg + 800, msg + 199 * 4, name, sizeof name), -1);
	CHECK_STR(expand(msg, 800, 10 * 4), "a.a.a.a.a.a.a.a.a.a.a");
	/* An output buffer too small is an error, not a cut name. */
	memcpy(msg, "\5hello\5world\0", 13);
	CHECK_INT(dn_expand(msg, msg + 13, msg, name, 11), -1);
	CHECK_INT(dn_expand(msg, msg + 13, msg, name, 12), 13);
	CHECK_STR(name, "hello.world");

	/* res_mkquery: header, one question, recursion desired. */
	unsigned char q[NS_PACKETSZ];
	n = res_mkquery(ns_o_query, "host.example", ns_c_in, ns_t_aaaa, 0, 0, 0, q, sizeof q);
	CHECK_INT(n, 12 + 14 + 4);
	CHECK_INT(q[2], 1);	/* RD */
	CHECK_MEM(q + 4, "\0\1\0\0\0\0\0\0", 8);
	CHECK_MEM(q + 12, "\4host\7example\0\0\x1c\0\1", 18);
	CHECK_INT(res_mkquery(ns_o_query, "a..b", ns_c_in, ns_t_a, 0, 0, 0, q, sizeof q), -1);
	CHECK_INT(res_mkquery(ns_o_query, "host.example", ns_c_in, ns_t_a, 0, 0, 0, q, 20), -1);

	/* ns_initparse / ns_parserr over an answer built by hand. */
	static const unsigned char ans[] =
		"\x12\x34\x81\x80\0\1\0\2\0\0\0\0"
		"\4host\7example\0\0\1\0\1"
		"\xc0\x0c\0\5\0\1\0\0\0\x3c\0\6\3www\xc0\x11"
		"\xc0\x2a\0\1\0\1\0\0\1\0\0\4\xc0\0\2\1";
	ns_msg h;
	ns_rr rr;
	CHECK_INT(ns_initparse(ans, sizeof ans - 1, &h), 0);
	CHECK_INT(ns_msg_id(h), 0x1234);
	CHECK_INT(ns_msg_count(h, ns_s_an), 2);
	CHECK_INT(ns_msg_getflag(h, ns_f_qr), 1);
	CHECK_INT(ns_msg_getflag(h, ns_f_rd), 1);
	CHECK_INT(ns_msg_getflag(h, ns_f_ra), 1);
	CHECK_INT(ns_msg_getflag(h, ns_f_rcode), 0);
	CHECK_INT(ns_parserr(&h, ns_s_qd, 0, &rr), 0);
	CHECK_STR(ns_rr_name(rr), "host.example");
	CHECK_INT(ns_rr_type(rr), ns_t_a);
	CHECK_INT(ns_parserr(&h, ns_s_an, 0, &rr), 0);
	CHECK_INT(ns_rr_type(rr), ns_t_cname);
	CHECK_INT(ns_rr_ttl(rr), 60);
	CHECK_STR(expand(ans, sizeof ans - 1, ns_rr_rdata(rr) - ans), "www.example");
	CHECK_INT(ns_parserr(&h, ns_s_an, 1, &rr), 0);
	CHECK_STR(ns_rr_name(rr), "www.example");
	CHECK_INT(ns_rr_rdlen(rr), 4);
	CHECK_MEM(ns_rr_rdata(rr), "\xc0\0\2\1", 4);
	CHECK_INT(ns_get32(ns_rr_rdata(rr)), 0xc0000201);
	CHECK_INT(ns_get16(ans), 0x1234);
	errno = 0;
	CHECK_INT(ns_parserr(&h, ns_s_an, 2, &rr), -1);
	CHECK_INT(errno, ENODEV);
	/* Every cut of the message is rejected, never read past. */
	for (unsigned cut = 0; cut < sizeof ans - 1; cut++) {
		errno = 0;
		CHECK_INT(ns_initparse(ans, cut, &h), -1);
		CHECK_INT(errno, EMSGSIZE);
	}
	unsigned char b2[2];
	ns_put16(0xabcd, b2);
	CHECK_MEM(b2, "\xab\xcd", 2);
	return check_done();
}
