#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include <arpa/inet.h>
#include "lookup.h"
#include "netdb_db.h"

/* One /etc/services entry, "name port/proto alias...", split in place:
 * f[0] name, f[1] protocol, f[2..] aliases. -1 if not an entry. */
int __serv_split(char *s, char **f, int *port)
{
	char *slash, *end;
	int n = __db_fields(s, f, DB_MAXFIELDS);
	if (n < 2 || !(slash = strchr(f[1], '/')) || !slash[1]) return -1;
	*slash = 0;
	if (f[1][0] < '0' || f[1][0] > '9') return -1;
	unsigned long p = strtoul(f[1], &end, 10);
	if (*end || p > 65535) return -1;
	f[1] = slash + 1;
	*port = p;
	return n;
}

int __serv_fill(char **f, int n, int port, struct servent *se, char *buf, size_t size)
{
	char **v;
	int err = __db_pack(f, n, buf, size, &v);
	if (err) return err;
	se->s_name = v[0];
	se->s_proto = v[1];
	se->s_aliases = v + 2;
	se->s_port = htons(port);
	return 0;
}

/* The first entry for name (or aliases) or port, and proto if given. */
int __serv_search(const char *name, int port, const char *proto,
	struct servent *se, char *buf, size_t size, struct servent **res)
{
	char *line = 0, *s, *f[DB_MAXFIELDS];
	size_t cap = 0;
	int err = 0, saved = errno, p, n;
	FILE *file = __db_open("/etc/services");
	*res = 0;
	if (!file) {
		err = errno == ENOENT ? 0 : errno;
		errno = saved;
		return err;
	}
	while ((s = __db_line(file, &line, &cap))) {
		if ((n = __serv_split(s, f, &p)) < 0) continue;
		if (proto && strcmp(f[1], proto)) continue;
		int hit = !name && p == port;
		for (int i = 0; name && !hit && i < n; i++)
			hit = i != 1 && !strcmp(f[i], name);
		if (!hit) continue;
		if (!(err = __serv_fill(f, n, p, se, buf, size))) *res = se;
		break;
	}
	free(line);
	fclose(file);
	errno = saved;
	return err;
}
