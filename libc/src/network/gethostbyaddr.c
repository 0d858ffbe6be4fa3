#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "lookup.h"

struct hostent *gethostbyaddr(const void *addr, socklen_t len, int af)
{
	static struct hostent he;
	static char *buf;
	static size_t size;
	struct hostent *res;
	int err;
	while (gethostbyaddr_r(addr, len, af, &he, buf, size, &res, &h_errno) == ERANGE)
		if ((err = __db_grow(&buf, &size))) {
			h_errno = NETDB_INTERNAL;
			errno = err;
			return 0;
		}
	return res;
}
