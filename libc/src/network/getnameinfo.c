#define _GNU_SOURCE
#include <netdb.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <net/if.h>
#include "lookup.h"

/* NI_NOFQDN drops the domain only when it is this machine's own, as
 * glibc does. */
static void nofqdn(char *name)
{
	char host[256];
	char *dot = strchr(name, '.'), *mine;
	if (!dot || gethostname(host, sizeof host)) return;
	host[sizeof host - 1] = 0;
	if ((mine = strchr(host, '.')) && !strcasecmp(mine, dot)) *dot = 0;
}

static int copy(char *dst, socklen_t size, const char *s)
{
	size_t l = strlen(s);
	if (l >= size) return EAI_OVERFLOW;
	memcpy(dst, s, l + 1);
	return 0;
}

static int host_part(const struct address *a, char *host, socklen_t len, int flags)
{
	char buf[256 + 16];
	if (!(flags & NI_NUMERICHOST)) {
		struct lookup lk;
		int r = __lookup_addr(&lk, a);
		if (!r && lk.canon[0]) {
			if (flags & NI_NOFQDN) nofqdn(lk.canon);
			return copy(host, len, lk.canon);
		}
		if (flags & NI_NAMEREQD) return r == EAI_AGAIN ? EAI_AGAIN : EAI_NONAME;
	}
	inet_ntop(a->family, a->addr, buf, sizeof buf);
	if (a->scopeid) {
		/* A link-local scope names its interface, as glibc's and musl's
		 * do; other scopes, an index with no interface, and
		 * NI_NUMERICSCOPE give the number. */
		size_t l = strlen(buf);
		const unsigned char *b = a->addr;
		char ifname[IF_NAMESIZE];
		int link = (b[0] == 0xfe && (b[1] & 0xc0) == 0x80) || (b[0] == 0xff && (b[1] & 0x0f) == 2);
		if (!(flags & NI_NUMERICSCOPE) && link && if_indextoname(a->scopeid, ifname))
			snprintf(buf + l, sizeof buf - l, "%%%s", ifname);
		else
			snprintf(buf + l, sizeof buf - l, "%%%u", a->scopeid);
	}
	return copy(host, len, buf);
}

int getnameinfo(const struct sockaddr *restrict sa, socklen_t salen,
	char *restrict host, socklen_t hostlen, char *restrict serv, socklen_t servlen, int flags)
{
	struct address a = { 0 };
	int port, r;
	if (flags & ~(NI_NUMERICHOST | NI_NUMERICSERV | NI_NOFQDN | NI_NAMEREQD | NI_DGRAM | NI_NUMERICSCOPE | 32))
		return EAI_BADFLAGS;
	if (!sa) return EAI_FAMILY;
	if (sa->sa_family == AF_INET && salen >= sizeof(struct sockaddr_in)) {
		const struct sockaddr_in *s = (const void *)sa;
		a.family = AF_INET;
		memcpy(a.addr, &s->sin_addr, 4);
		port = ntohs(s->sin_port);
	} else if (sa->sa_family == AF_INET6 && salen >= sizeof(struct sockaddr_in6)) {
		const struct sockaddr_in6 *s = (const void *)sa;
		a.family = AF_INET6;
		memcpy(a.addr, &s->sin6_addr, 16);
		a.scopeid = s->sin6_scope_id;
		port = ntohs(s->sin6_port);
	} else {
		return EAI_FAMILY;
	}
	if (host && hostlen && (r = host_part(&a, host, hostlen, flags))) return r;
	if (serv && servlen) {
		char buf[32];
		struct servent se, *res = 0;
		char tmp[4096];
		if (!(flags & NI_NUMERICSERV))
			getservbyport_r(htons(port), flags & NI_DGRAM ? "udp" : "tcp", &se, tmp, sizeof tmp, &res);
		if (res) return copy(serv, servlen, res->s_name);
		snprintf(buf, sizeof buf, "%d", port);
		return copy(serv, servlen, buf);
	}
	return 0;
}
