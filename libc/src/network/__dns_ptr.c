#define _GNU_SOURCE
#include <resolv.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "lookup.h"

#define ABUF 4800

struct ptr {
	char want[256];
	char cname[16][2][256];
	int ncname;
	char *out;
};

static int collect(void *ctx, int type, const unsigned char *owner,
	const unsigned char *rd, int rdlen, const unsigned char *a, int alen)
{
	struct ptr *p = ctx;
	char name[256], target[256];
	if (type != ns_t_cname && type != ns_t_ptr) return 0;
	if (dn_expand(a, a + alen, owner, name, sizeof name) < 0) return -1;
	if (dn_expand(a, a + alen, rd, target, sizeof target) < 0 || dn_skipname(rd, rd + rdlen) != rdlen) return -1;
	if (type == ns_t_cname) {
		if (!p->out && p->ncname < 16) {
			strcpy(p->cname[p->ncname][0], name);
			strcpy(p->cname[p->ncname++][1], target);
		}
	} else if (p->out && !p->out[0] && !strcasecmp(name, p->want) && __valid_hostname(target)) {
		strcpy(p->out, target);
	}
	return 0;
}

/* The PTR name of an address, in-addr.arpa or ip6.arpa, following CNAMEs
 * (classless delegation, RFC 2317) from the question name only. */
int __dns_ptr(struct lookup *lk, const struct address *a)
{
	struct resolvconf conf;
	unsigned char q[300], ans[ABUF];
	const unsigned char *qp[1] = { q };
	unsigned char *ap[1] = { ans };
	int ql, al;
	char name[80], *s = name;
	struct ptr p;

	if (a->family == AF_INET) {
		snprintf(name, sizeof name, "%d.%d.%d.%d.in-addr.arpa", a->addr[3], a->addr[2], a->addr[1], a->addr[0]);
	} else {
		for (int i = 15; i >= 0; i--) s += sprintf(s, "%x.%x.", a->addr[i] & 15, a->addr[i] >> 4);
		strcpy(s, "ip6.arpa");
	}
	__get_resolv_conf(&conf);
	if ((ql = __dns_mkquery(name, ns_c_in, ns_t_ptr, q, sizeof q)) < 0) return LK_NOTFOUND;
	if (__res_msend_rc(1, qp, &ql, ap, &al, ABUF, &conf) < 0) return LK_UNAVAIL;
	if (!al) return LK_TRYAGAIN;
	int rc = __dns_rcode(ans, al);
	if (rc == ns_r_nxdomain) return LK_NOTFOUND;
	if (rc != ns_r_noerror) return LK_TRYAGAIN;

	lk->canon[0] = 0;
	p.out = 0;
	p.ncname = 0;
	if (__dns_walk(ans, al, collect, &p) < 0) return LK_TRYAGAIN;
	strcpy(p.want, name);
	for (int hop = 0; hop < 16; hop++) {
		int i = 0;
		while (i < p.ncname && strcasecmp(p.cname[i][0], p.want)) i++;
		if (i == p.ncname) break;
		strcpy(p.want, p.cname[i][1]);
	}
	p.out = lk->canon;
	if (__dns_walk(ans, al, collect, &p) < 0) return LK_TRYAGAIN;
	return lk->canon[0] ? LK_SUCCESS : LK_NOTFOUND;
}
