#define _GNU_SOURCE
#include <netdb.h>
#include <string.h>
#include "lookup.h"

/* A host name as the resolver will send it: at most 253 characters plus
 * an optional final dot, no empty label. */
static int plausible(const char *s)
{
	size_t l = strnlen(s, 256);
	if (!l || l > 254 || (l == 254 && s[253] != '.')) return 0;
	if (s[0] == '.' || strstr(s, "..")) return 0;
	return 1;
}

static int no_node(struct lookup *lk, int family, int flags)
{
	static const unsigned char lo6[16] = { [15] = 1 }, lo4[4] = { 127, 0, 0, 1 };
	int passive = flags & AI_PASSIVE;
	/* glibc's order: passive gives 0.0.0.0 then ::, active ::1 then 127.0.0.1. */
	int order[2] = { passive ? AF_INET : AF_INET6, passive ? AF_INET6 : AF_INET };
	for (int i = 0; i < 2; i++) {
		if (family != AF_UNSPEC && family != order[i]) continue;
		struct address *a = &lk->addr[lk->naddr++];
		memset(a, 0, sizeof *a);
		a->family = order[i];
		if (!passive) memcpy(a->addr, order[i] == AF_INET ? lo4 : lo6, order[i] == AF_INET ? 4 : 16);
	}
	return lk->naddr;
}

/* Addresses of name by the sources nsswitch.conf lists for hosts
 * ("files" and "dns"; others count as unavailable). Returns the count,
 * or an EAI_* error. */
int __lookup_name(struct lookup *lk, const char *name, int family, int flags)
{
	char src[8][16];
	int act[8][4], n, st = LK_NOTFOUND, again = 0, nodata = 0;
	lk->naddr = lk->nalias = lk->nodata = 0;
	lk->canon[0] = 0;
	if (!name) return no_node(lk, family, flags);
	int r = __lookup_ipliteral(lk->addr, name, family);
	if (r < 0) return r;
	if (r) {
		lk->naddr = 1;
		if (strlen(name) < sizeof lk->canon) strcpy(lk->canon, name);
		return 1;
	}
	if (flags & AI_NUMERICHOST) return EAI_NONAME;
	if (!plausible(name)) return EAI_NONAME;
	n = __nss_hosts_order(src, act, 8);
	for (int i = 0; i < n; i++) {
		lk->naddr = lk->nalias = lk->nodata = 0;
		lk->canon[0] = 0;
		if (!strcmp(src[i], "files")) st = __hosts_file(lk, name, family);
		else if (!strcmp(src[i], "dns")) st = __dns_hosts(lk, name, family);
		else st = LK_UNAVAIL;
		if (st == LK_TRYAGAIN) again = 1;
		nodata |= lk->nodata;
		if (act[i][st]) break;
	}
	if (st == LK_SUCCESS) return lk->naddr;
	lk->naddr = 0;
	return again ? EAI_AGAIN : nodata ? EAI_NODATA : EAI_NONAME;
}

/* The name of an address by the same sources. */
int __lookup_addr(struct lookup *lk, const struct address *a)
{
	char src[8][16];
	int act[8][4], n, st = LK_NOTFOUND, again = 0;
	n = __nss_hosts_order(src, act, 8);
	for (int i = 0; i < n; i++) {
		lk->naddr = lk->nalias = 0;
		lk->canon[0] = 0;
		if (!strcmp(src[i], "files")) st = __hosts_file_addr(lk, a);
		else if (!strcmp(src[i], "dns")) st = __dns_ptr(lk, a);
		else st = LK_UNAVAIL;
		if (st == LK_TRYAGAIN) again = 1;
		if (act[i][st]) break;
	}
	if (st == LK_SUCCESS) return 0;
	return again ? EAI_AGAIN : EAI_NONAME;
}
