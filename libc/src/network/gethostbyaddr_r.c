#define _GNU_SOURCE
#include <netdb.h>
#include <string.h>
#include <errno.h>
#include "lookup.h"

int gethostbyaddr_r(const void *addr, socklen_t len, int af, struct hostent *he,
	char *buf, size_t size, struct hostent **res, int *err)
{
	struct lookup lk;
	struct address a = { .family = af };
	*res = 0;
	if (!((af == AF_INET && len == 4) || (af == AF_INET6 && len == 16))) {
		*err = NETDB_INTERNAL;
		errno = EAFNOSUPPORT;
		return EAFNOSUPPORT;
	}
	memcpy(a.addr, addr, len);
	int r = __lookup_addr(&lk, &a);
	if (r) {
		*err = r == EAI_AGAIN ? TRY_AGAIN : HOST_NOT_FOUND;
		return r == EAI_AGAIN ? EAGAIN : 0;
	}
	lk.addr[0] = a;
	lk.naddr = 1;
	if (__hostent_fill(&lk, af, lk.canon, he, buf, size)) {
		*err = NETDB_INTERNAL;
		errno = ERANGE;
		return ERANGE;
	}
	*res = he;
	return 0;
}
