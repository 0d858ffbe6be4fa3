#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "netdb_db.h"

/* One /etc/protocols entry, "name number alias...", split in place:
 * f[0] name, f[1..] aliases (the number is taken out). */
int __proto_split(char *s, char **f, int *num)
{
	char *end;
	int n = __db_fields(s, f, DB_MAXFIELDS);
	if (n < 2 || f[1][0] < '0' || f[1][0] > '9') return -1;
	unsigned long p = strtoul(f[1], &end, 10);
	if (*end || p > 255) return -1;
	*num = p;
	memmove(f + 1, f + 2, (n - 2) * sizeof *f);
	return n - 1;
}

int __proto_fill(char **f, int n, int num, struct protoent *pe, char *buf, size_t size)
{
	char **v;
	int err = __db_pack(f, n, buf, size, &v);
	if (err) return err;
	pe->p_name = v[0];
	pe->p_aliases = v + 1;
	pe->p_proto = num;
	return 0;
}

int __proto_search(const char *name, int num, struct protoent *pe,
	char *buf, size_t size, struct protoent **res)
{
	char *line = 0, *s, *f[DB_MAXFIELDS];
	size_t cap = 0;
	int err = 0, saved = errno, p, n;
	FILE *file = __db_open("/etc/protocols");
	*res = 0;
	if (!file) {
		err = errno == ENOENT ? 0 : errno;
		errno = saved;
		return err;
	}
	while ((s = __db_line(file, &line, &cap))) {
		if ((n = __proto_split(s, f, &p)) < 0) continue;
		int hit = !name && p == num;
		for (int i = 0; name && !hit && i < n; i++) hit = !strcmp(f[i], name);
		if (!hit) continue;
		if (!(err = __proto_fill(f, n, p, pe, buf, size))) *res = pe;
		break;
	}
	free(line);
	fclose(file);
	errno = saved;
	return err;
}
