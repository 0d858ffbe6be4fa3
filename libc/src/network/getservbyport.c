#define _GNU_SOURCE
#include <netdb.h>
#include <errno.h>
#include <arpa/inet.h>
#include "netdb_db.h"

int getservbyport_r(int port, const char *proto, struct servent *se,
	char *buf, size_t size, struct servent **res)
{
	return __serv_search(0, ntohs(port), proto, se, buf, size, res);
}

struct servent *getservbyport(int port, const char *proto)
{
	static struct servent se;
	static char *buf;
	static size_t size;
	struct servent *res;
	int err;
	while ((err = getservbyport_r(port, proto, &se, buf, size, &res)) == ERANGE)
		if ((err = __db_grow(&buf, &size))) break;
	if (err) errno = err;
	return err ? 0 : res;
}
