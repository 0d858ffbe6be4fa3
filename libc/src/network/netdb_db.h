#ifndef NETDB_DB_H
#define NETDB_DB_H

/* The files backends of services, protocols and networks. */
#include <netdb.h>
#include "lookup.h"

#define DB_MAXFIELDS 36

hidden int __serv_split(char *s, char **f, int *port);
hidden int __serv_fill(char **f, int n, int port, struct servent *, char *buf, size_t size);
hidden int __serv_search(const char *name, int port, const char *proto,
	struct servent *, char *buf, size_t size, struct servent **res);
hidden int __proto_split(char *s, char **f, int *num);
hidden int __proto_fill(char **f, int n, int num, struct protoent *, char *buf, size_t size);
hidden int __proto_search(const char *name, int num, struct protoent *, char *buf, size_t size, struct protoent **res);

#endif
