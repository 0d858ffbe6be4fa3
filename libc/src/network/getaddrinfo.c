#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include "lookup.h"

/* AI_IDN (0x40) and AI_CANONIDN (0x80) are accepted: without an IDN
 * library they change nothing for the ASCII names this resolver takes. */
#define KNOWN_FLAGS (AI_PASSIVE | AI_CANONNAME | AI_NUMERICHOST | AI_V4MAPPED \
	| AI_ALL | AI_ADDRCONFIG | AI_NUMERICSERV | 0x40 | 0x80)

/* AI_ADDRCONFIG: a family counts as configured when the kernel has a
 * route for a global address of it (a UDP connect sends nothing). A
 * machine with neither (loopback only) keeps both, so its own names
 * still resolve. */
static int configured(int family)
{
	union sockany sa;
	socklen_t len;
	memset(&sa, 0, sizeof sa);
	if (family == AF_INET) {
		sa.sin.sin_family = AF_INET;
		sa.sin.sin_port = htons(53);
		memcpy(&sa.sin.sin_addr, (unsigned char[]){ 192, 0, 2, 1 }, 4);
		len = sizeof sa.sin;
	} else {
		sa.sin6.sin6_family = AF_INET6;
		sa.sin6.sin6_port = htons(53);
		memcpy(&sa.sin6.sin6_addr, (unsigned char[]){ 0x20, 0x01, 0x0d, 0xb8, [15] = 1 }, 16);
		len = sizeof sa.sin6;
	}
	int s = socket(family, SOCK_DGRAM | SOCK_CLOEXEC, IPPROTO_UDP);
	if (s < 0) return 0;
	int ok = !connect(s, &sa.sa, len);
	close(s);
	return ok;
}

/* AF_INET6 with AI_V4MAPPED: IPv4 results as ::ffff:a.b.c.d, when no
 * IPv6 one was found or (AI_ALL) always. */
static int map_v4(struct address *a, int n, int all)
{
	int k = 0, have6 = 0;
	for (int i = 0; i < n; i++) have6 |= a[i].family == AF_INET6;
	for (int i = 0; i < n; i++) {
		struct address x = a[i];
		if (x.family == AF_INET) {
			if (have6 && !all) continue;
			memmove(x.addr + 12, x.addr, 4);
			memset(x.addr, 0, 10);
			x.addr[10] = x.addr[11] = 0xff;
			x.family = AF_INET6;
		}
		a[k++] = x;
	}
	return k;
}

static struct addrinfo *node(const struct address *a, const struct service *sv, int flags)
{
	struct { struct addrinfo ai; union sockany sa; } *p = calloc(1, sizeof *p);
	if (!p) return 0;
	p->ai.ai_flags = flags;
	p->ai.ai_family = a->family;
	p->ai.ai_socktype = sv->socktype;
	p->ai.ai_protocol = sv->proto;
	p->ai.ai_addr = &p->sa.sa;
	if (a->family == AF_INET) {
		p->ai.ai_addrlen = sizeof p->sa.sin;
		p->sa.sin.sin_family = AF_INET;
		p->sa.sin.sin_port = htons(sv->port);
		memcpy(&p->sa.sin.sin_addr, a->addr, 4);
	} else {
		p->ai.ai_addrlen = sizeof p->sa.sin6;
		p->sa.sin6.sin6_family = AF_INET6;
		p->sa.sin6.sin6_port = htons(sv->port);
		p->sa.sin6.sin6_scope_id = a->scopeid;
		memcpy(&p->sa.sin6.sin6_addr, a->addr, 16);
	}
	return &p->ai;
}

int getaddrinfo(const char *restrict host, const char *restrict serv,
	const struct addrinfo *restrict hint, struct addrinfo **restrict res)
{
	struct service sv[LK_MAXSERV];
	struct lookup lk;
	int flags = AI_V4MAPPED | AI_ADDRCONFIG, family = AF_UNSPEC, socktype = 0, proto = 0;

	if (hint) {
		flags = hint->ai_flags;
		family = hint->ai_family;
		socktype = hint->ai_socktype;
		proto = hint->ai_protocol;
	}
	if (flags & ~KNOWN_FLAGS) return EAI_BADFLAGS;
	if (!host && !serv) return EAI_NONAME;
	if ((flags & AI_CANONNAME) && !host) return EAI_BADFLAGS;
	if (family != AF_UNSPEC && family != AF_INET && family != AF_INET6) return EAI_FAMILY;

	int nserv = __lookup_serv(sv, serv, proto, socktype, flags);
	if (nserv < 0) return nserv;

	int mapped = family == AF_INET6 && (flags & AI_V4MAPPED);
	int want = mapped ? AF_UNSPEC : family;
	if ((flags & AI_ADDRCONFIG) && host) {
		int v4 = configured(AF_INET), v6 = configured(AF_INET6);
		if (v4 || v6) {
			if (want == AF_UNSPEC && !v6) want = AF_INET;
			else if (want == AF_UNSPEC && !v4 && !mapped) want = AF_INET6;
			else if ((want == AF_INET && !v4) || (want == AF_INET6 && !v6)) return EAI_NONAME;
		}
	}

	int n = __lookup_name(&lk, host, want, flags);
	if (n < 0) return n;
	if (mapped) n = map_v4(lk.addr, n, flags & AI_ALL);
	if (!n) return EAI_NONAME;
	__sort_addresses(lk.addr, n);

	struct addrinfo *head = 0, **tail = &head;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < nserv; j++) {
			struct addrinfo *ai = node(&lk.addr[i], &sv[j], flags);
			if (!ai) {
				freeaddrinfo(head);
				return EAI_MEMORY;
			}
			*tail = ai;
			tail = &ai->ai_next;
		}
	if (flags & AI_CANONNAME) {
		const char *c = lk.canon[0] ? lk.canon : host;
		if (!(head->ai_canonname = strdup(c))) {
			freeaddrinfo(head);
			return EAI_MEMORY;
		}
	}
	*res = head;
	return 0;
}
