#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "netdb_db.h"

int getprotobyname_r(const char *name, struct protoent *pe, char *buf,
	size_t size, struct protoent **res)
{
	return __proto_search(name, 0, pe, buf, size, res);
}

struct protoent *getprotobyname(const char *name)
{
	static struct protoent pe;
	static char *buf;
	static size_t size;
	struct protoent *res;
	int err;
	while ((err = getprotobyname_r(name, &pe, buf, size, &res)) == ERANGE)
		if ((err = __db_grow(&buf, &size))) break;
	if (err) errno = err;
	return err ? 0 : res;
}
