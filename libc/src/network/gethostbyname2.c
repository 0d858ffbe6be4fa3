#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "lookup.h"

/* The static-storage forms share one entry, as their callers expect. */
struct hostent *gethostbyname2(const char *name, int af)
{
	static struct hostent he;
	static char *buf;
	static size_t size;
	struct hostent *res;
	int err;
	while (gethostbyname2_r(name, af, &he, buf, size, &res, &h_errno) == ERANGE)
		if ((err = __db_grow(&buf, &size))) {
			h_errno = NETDB_INTERNAL;
			errno = err;
			return 0;
		}
	return res;
}

struct hostent *gethostbyname(const char *name)
{
	return gethostbyname2(name, AF_INET);
}
