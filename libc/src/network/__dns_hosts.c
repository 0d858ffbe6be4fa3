#define _GNU_SOURCE
#include <resolv.h>
#include <string.h>
#include <strings.h>
#include "lookup.h"

#define ABUF 4800
#define MAXCHAIN 16
/* query()'s own outcome beside the LK_* ones: a server answered with a
 * failure; the search goes on with the next name. */
#define SERVER_FAILED 4

/* What one answer says about a name: the CNAME chain from the question
 * to the canonical name, then the addresses of the canonical name. */
struct chain {
	char cname[MAXCHAIN][2][256];
	int ncname;
	char canon[256];
	struct lookup *lk;
	int family;
	int rrtype;
};

static int collect_cname(void *ctx, int type, const unsigned char *owner,
	const unsigned char *rd, int rdlen, const unsigned char *a, int alen)
{
	struct chain *c = ctx;
	if (type != ns_t_cname || c->ncname == MAXCHAIN) return 0;
	char (*e)[256] = c->cname[c->ncname];
	if (dn_expand(a, a + alen, owner, e[0], 256) < 0) return -1;
	/* The target must fill the record exactly. */
	if (dn_expand(a, a + alen, rd, e[1], 256) < 0 || dn_skipname(rd, rd + rdlen) != rdlen) return -1;
	c->ncname++;
	return 0;
}

static int collect_addr(void *ctx, int type, const unsigned char *owner,
	const unsigned char *rd, int rdlen, const unsigned char *a, int alen)
{
	struct chain *c = ctx;
	char name[256];
	if (type != c->rrtype) return 0;
	if (rdlen != (type == ns_t_a ? 4 : 16)) return -1;
	if (dn_expand(a, a + alen, owner, name, sizeof name) < 0) return -1;
	if (strcasecmp(name, c->canon) || c->lk->naddr == LK_MAXADDR) return 0;
	struct address *ad = &c->lk->addr[c->lk->naddr++];
	memset(ad, 0, sizeof *ad);
	ad->family = type == ns_t_a ? AF_INET : AF_INET6;
	memcpy(ad->addr, rd, rdlen);
	return 0;
}

/* Follow the CNAME records from qname (each step only from the name
 * reached so far, at most MAXCHAIN steps) and take the address records
 * of the name at the end. -1 for a malformed answer. */
static int parse(struct lookup *lk, const char *qname, const unsigned char *a, int alen, int rrtype)
{
	struct chain c = { .lk = lk, .rrtype = rrtype };
	if (__dns_walk(a, alen, collect_cname, &c) < 0) return -1;
	int path[MAXCHAIN], hops = 0;
	strcpy(c.canon, qname);
	while (hops < MAXCHAIN) {
		int i = 0;
		while (i < c.ncname && strcasecmp(c.cname[i][0], c.canon)) i++;
		if (i == c.ncname) break;
		path[hops++] = i;
		strcpy(c.canon, c.cname[i][1]);
	}
	int before = lk->naddr;
	if (__dns_walk(a, alen, collect_addr, &c) < 0) return -1;
	/* The names that led here become aliases, once (A and AAAA agree). */
	if (lk->naddr > before && !lk->canon[0]) {
		strcpy(lk->canon, c.canon);
		for (int h = 0; h < hops && lk->nalias < LK_MAXALIAS; h++)
			strcpy(lk->alias[lk->nalias++], c.cname[path[h]][0]);
	}
	return lk->naddr - before;
}

/* A and/or AAAA for one fully qualified name, sent together. */
static int query(struct lookup *lk, const char *fqdn, int family, const struct resolvconf *conf, int *nodata)
{
	unsigned char qb[2][300], ab[2][ABUF];
	const unsigned char *qp[2];
	unsigned char *ap[2] = { ab[0], ab[1] };
	int ql[2], al[2], types[2], n = 0;
	if (family != AF_INET6) types[n++] = ns_t_a;
	if (family != AF_INET) types[n++] = ns_t_aaaa;
	for (int i = 0; i < n; i++) {
		if ((ql[i] = __dns_mkquery(fqdn, ns_c_in, types[i], qb[i], sizeof qb[i])) < 0) return LK_NOTFOUND;
		qp[i] = qb[i];
	}
	if (__res_msend_rc(n, qp, ql, ap, al, ABUF, conf) < 0) return LK_UNAVAIL;

	int answered = 0, servfail = 0, nx = 0, empty = 0;
	lk->naddr = lk->nalias = 0;
	lk->canon[0] = 0;
	for (int i = 0; i < n; i++) {
		if (!al[i]) continue;
		answered++;
		int rc = __dns_rcode(ab[i], al[i]);
		if (rc == ns_r_nxdomain) { nx++; continue; }
		if (rc != ns_r_noerror) { servfail++; continue; }
		if (parse(lk, fqdn, ab[i], al[i], types[i]) < 0) servfail++;
		/* glibc's distinction: an empty answer is "no data", one with
		 * records but no address (a dangling CNAME) "no such name". */
		else if (!(ab[i][6] | ab[i][7])) empty++;
	}
	if (lk->naddr) return LK_SUCCESS;
	if (answered < n) return LK_TRYAGAIN;
	if (servfail) return SERVER_FAILED;
	if (empty) *nodata = 1;
	return LK_NOTFOUND;
}

/* The search rules of resolv.conf: a name with a final dot is only
 * itself; one with at least ndots dots is tried as it is first, then
 * with each search domain; others the other way round. A timeout stops
 * the search; a failing server is noted and the search goes on, as in
 * glibc. */
int __dns_hosts(struct lookup *lk, const char *name, int family)
{
	struct resolvconf conf;
	char cand[LK_MAXSEARCH + 1][512];
	int dots = 0, nc = 0, failed = 0;
	size_t l = strlen(name);
	__get_resolv_conf(&conf);
	lk->nodata = 0;
	if (l && name[l-1] == '.') {
		memcpy(cand[nc], name, l - 1);
		cand[nc++][l-1] = 0;
	} else {
		for (const char *p = name; *p; p++) dots += *p == '.';
		if (dots >= (int)conf.ndots) strcpy(cand[nc++], name);
		for (int i = 0; i < conf.nsearch; i++)
			if (l + 1 + strlen(conf.search[i]) <= 253) {
				strcpy(cand[nc], name);
				strcat(cand[nc], ".");
				strcat(cand[nc++], conf.search[i]);
			}
		if (dots < (int)conf.ndots) strcpy(cand[nc++], name);
	}
	for (int i = 0; i < nc; i++) {
		int nodata = 0, st = query(lk, cand[i], family, &conf, &nodata);
		if (st == LK_SUCCESS || st == LK_UNAVAIL || st == LK_TRYAGAIN) return st;
		if (st == SERVER_FAILED) failed = 1;
		if (nodata) lk->nodata = 1;
	}
	lk->naddr = 0;
	return failed ? LK_TRYAGAIN : LK_NOTFOUND;
}
