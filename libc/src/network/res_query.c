#define _GNU_SOURCE
#include <resolv.h>
#include <netdb.h>
#include <string.h>
#include <errno.h>
#include "lookup.h"

static int fail(res_state s, int h)
{
	s->res_h_errno = h;
	h_errno = h;
	return -1;
}

/* One name, no search list. -1 unless the answer is NOERROR with at
 * least one answer record; h_errno says why, as in glibc. */
int res_nquery(res_state s, const char *name, int class, int type, unsigned char *ans, int size)
{
	unsigned char q[NS_PACKETSZ];
	int ql = res_nmkquery(s, ns_o_query, name, class, type, 0, 0, 0, q, sizeof q);
	if (ql < 0) return fail(s, NO_RECOVERY);
	int n = res_nsend(s, q, ql, ans, size);
	if (n < 0) return fail(s, TRY_AGAIN);
	int rc = ans[3] & 15, an = ans[6] << 8 | ans[7];
	if (rc == ns_r_noerror && an) return n;
	switch (rc) {
	case ns_r_nxdomain: return fail(s, HOST_NOT_FOUND);
	case ns_r_servfail: return fail(s, TRY_AGAIN);
	case ns_r_noerror: return fail(s, NO_DATA);
	}
	return fail(s, NO_RECOVERY);
}

int res_nquerydomain(res_state s, const char *name, const char *domain,
	int class, int type, unsigned char *ans, int size)
{
	char buf[NS_MAXDNAME];
	size_t n = strlen(name), d = domain ? strlen(domain) : 0;
	if (!domain) {
		/* A final dot says the name is complete; it is not sent. */
		if (n && name[n-1] == '.') n--;
		if (n >= sizeof buf) return fail(s, NO_RECOVERY);
		memcpy(buf, name, n);
		buf[n] = 0;
	} else {
		if (n + 1 + d >= sizeof buf) return fail(s, NO_RECOVERY);
		memcpy(buf, name, n);
		buf[n] = '.';
		memcpy(buf + n + 1, domain, d + 1);
	}
	return res_nquery(s, buf, class, type, ans, size);
}

/* One name of a search; *how collects why it failed. Returns the
 * answer length, -1 to go on, -2 to stop (no server answered). */
static int try(res_state s, const char *name, const char *domain, int class, int type,
	unsigned char *ans, int size, int *how)
{
	errno = 0;
	int r = res_nquerydomain(s, name, domain, class, type, ans, size);
	if (r >= 0) return r;
	if (s->res_h_errno == TRY_AGAIN && (errno == ETIMEDOUT || errno == ECONNREFUSED)) return -2;
	if (s->res_h_errno == NO_DATA) *how |= 1;
	if (s->res_h_errno == TRY_AGAIN) *how |= 2;
	return -1;
}

/* The search list rules of getaddrinfo (see __dns_hosts.c) with glibc's
 * res_search outcome: the first answer; else NO_DATA if some name
 * existed, TRY_AGAIN if a server failed, HOST_NOT_FOUND. A timeout ends
 * the search. */
int res_nsearch(res_state s, const char *name, int class, int type, unsigned char *ans, int size)
{
	int dots = 0, how = 0, r, saved = errno;
	size_t l = strlen(name);
	if (!(s->options & RES_INIT)) res_ninit(s);
	for (const char *p = name; *p; p++) dots += *p == '.';
	if (l && name[l-1] == '.') return res_nquerydomain(s, name, 0, class, type, ans, size);
	int plain_first = dots >= (int)s->ndots;
	if (plain_first && (r = try(s, name, 0, class, type, ans, size, &how)) != -1) goto out;
	int search = (dots == 0 && (s->options & RES_DEFNAMES)) || (dots && (s->options & RES_DNSRCH));
	for (int i = 0; search && i < MAXDNSRCH && s->dnsrch[i]; i++)
		if ((r = try(s, name, s->dnsrch[i], class, type, ans, size, &how)) != -1) goto out;
	if (!plain_first && (r = try(s, name, 0, class, type, ans, size, &how)) != -1) goto out;
	errno = saved;
	return fail(s, how & 1 ? NO_DATA : how & 2 ? TRY_AGAIN : HOST_NOT_FOUND);
out:
	if (r >= 0) errno = saved;
	return r < 0 ? -1 : r;
}

int res_query(const char *name, int class, int type, unsigned char *ans, int size)
{
	return res_nquery(&_res, name, class, type, ans, size);
}

int res_querydomain(const char *name, const char *domain, int class, int type, unsigned char *ans, int size)
{
	return res_nquerydomain(&_res, name, domain, class, type, ans, size);
}

int res_search(const char *name, int class, int type, unsigned char *ans, int size)
{
	return res_nsearch(&_res, name, class, type, ans, size);
}
