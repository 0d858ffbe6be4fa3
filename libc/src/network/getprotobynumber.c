#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include "netdb_db.h"

int getprotobynumber_r(int num, struct protoent *pe, char *buf,
	size_t size, struct protoent **res)
{
	return __proto_search(0, num, pe, buf, size, res);
}

struct protoent *getprotobynumber(int num)
{
	static struct protoent pe;
	static char *buf;
	static size_t size;
	struct protoent *res;
	int err;
	while ((err = getprotobynumber_r(num, &pe, buf, size, &res)) == ERANGE)
		if ((err = __db_grow(&buf, &size))) break;
	if (err) errno = err;
	return err ? 0 : res;
}
