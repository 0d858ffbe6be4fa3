#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "lookup.h"

int gethostbyname2_r(const char *name, int af, struct hostent *he, char *buf,
	size_t size, struct hostent **res, int *err)
{
	struct lookup lk;
	*res = 0;
	if (af != AF_INET && af != AF_INET6) {
		*err = NO_DATA;
		errno = EAFNOSUPPORT;
		return EAFNOSUPPORT;
	}
	int n = __lookup_name(&lk, name, af, 0);
	if (n < 0) {
		*err = n == EAI_AGAIN ? TRY_AGAIN : n == EAI_NODATA ? NO_DATA : HOST_NOT_FOUND;
		return n == EAI_AGAIN ? EAGAIN : 0;
	}
	if (__hostent_fill(&lk, af, name, he, buf, size)) {
		*err = NETDB_INTERNAL;
		errno = ERANGE;
		return ERANGE;
	}
	if (!he->h_addr_list[0]) {
		*err = NO_DATA;
		return 0;
	}
	*res = he;
	return 0;
}
