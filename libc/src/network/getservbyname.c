#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "netdb_db.h"

int getservbyname_r(const char *name, const char *proto, struct servent *se,
	char *buf, size_t size, struct servent **res)
{
	return __serv_search(name, 0, proto, se, buf, size, res);
}

struct servent *getservbyname(const char *name, const char *proto)
{
	static struct servent se;
	static char *buf;
	static size_t size;
	struct servent *res;
	int err;
	while ((err = getservbyname_r(name, proto, &se, buf, size, &res)) == ERANGE)
		if ((err = __db_grow(&buf, &size))) break;
	if (err) errno = err;
	return err ? 0 : res;
}
