#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include "lookup.h"

/* The (socket type, protocol, port) triples a service gives, glibc's
 * way: without a socket type, stream/TCP, datagram/UDP and raw (raw only
 * for a numeric or absent service). Returns the count or an EAI_* error. */
int __lookup_serv(struct service *buf, const char *name, int proto, int socktype, int flags)
{
	static const struct { unsigned char socktype, proto; const char *name; } kind[] = {
		{ SOCK_STREAM, IPPROTO_TCP, "tcp" },
		{ SOCK_DGRAM, IPPROTO_UDP, "udp" },
		{ SOCK_RAW, 0, 0 },
	};
	unsigned long port = 0;
	int numeric = 1, n = 0;

	switch (socktype) {
	case 0: case SOCK_STREAM: case SOCK_DGRAM: case SOCK_RAW: break;
	default: return EAI_SOCKTYPE;
	}
	if ((socktype == SOCK_STREAM && proto && proto != IPPROTO_TCP)
	 || (socktype == SOCK_DGRAM && proto && proto != IPPROTO_UDP))
		return EAI_SOCKTYPE;
	if (name && *name) {
		char *end;
		port = strtoul(name, &end, 10);
		numeric = !*end && *name != '-' && *name != '+';
		if (numeric && port > 65535) return EAI_SERVICE;
		if (!numeric && (flags & AI_NUMERICSERV)) return EAI_NONAME;
	}
	for (int i = 0; i < 3; i++) {
		int raw = kind[i].socktype == SOCK_RAW;
		if (socktype && socktype != kind[i].socktype) continue;
		if (!socktype && proto && (raw ? proto == IPPROTO_TCP || proto == IPPROTO_UDP : proto != kind[i].proto)) continue;
		if (raw && !numeric) continue;
		if (raw && name && *name && socktype == SOCK_RAW) return EAI_SERVICE;
		if (!numeric) {
			struct servent se, *r;
			char tmp[4096];
			if (getservbyname_r(name, kind[i].name, &se, tmp, sizeof tmp, &r) || !r) continue;
			port = ntohs(se.s_port);
		}
		buf[n].socktype = kind[i].socktype;
		buf[n].proto = raw ? proto : kind[i].proto;
		buf[n].port = port;
		n++;
	}
	return n ? n : EAI_SERVICE;
}
