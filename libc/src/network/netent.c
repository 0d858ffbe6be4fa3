#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include "netdb_db.h"
#include "lock.h"

/* /etc/networks, files only: "name number alias...", the number dotted
 * ("127.0.0.0", "169.254"), kept in host order. */
static volatile int lock[1];
static FILE *file;
static char *line, *buf;
static size_t cap, size;
static struct netent ne;

static int number(const char *s, uint32_t *v)
{
	uint32_t a = 0;
	int parts = 0;
	for (;;) {
		char *end;
		if (*s < '0' || *s > '9') return -1;
		unsigned long p = strtoul(s, &end, 0);
		if (p > 255 || ++parts > 4) return -1;
		a = a << 8 | p;
		if (!*end) break;
		if (*end != '.') return -1;
		s = end + 1;
	}
	/* A short form names the leading parts: "10" is 10.0.0.0, as glibc pads it. */
	*v = a << 8 * (4 - parts);
	return 0;
}

/* The next entry of f as ne, or 0 at the end (or when out of memory). */
static struct netent *next(FILE *f)
{
	char *s, *fl[DB_MAXFIELDS], **v;
	uint32_t net;
	while ((s = __db_line(f, &line, &cap))) {
		int n = __db_fields(s, fl, DB_MAXFIELDS);
		if (n < 2 || number(fl[1], &net)) continue;
		memmove(fl + 1, fl + 2, (n - 2) * sizeof *fl);
		while (__db_pack(fl, n - 1, buf, size, &v))
			if (__db_grow(&buf, &size)) return 0;
		ne.n_name = v[0];
		ne.n_aliases = v + 1;
		ne.n_addrtype = AF_INET;
		ne.n_net = net;
		return &ne;
	}
	return 0;
}

void setnetent(int stayopen)
{
	LOCK(lock);
	if (file) rewind(file);
	UNLOCK(lock);
}

void endnetent(void)
{
	LOCK(lock);
	if (file) fclose(file);
	file = 0;
	UNLOCK(lock);
}

struct netent *getnetent(void)
{
	struct netent *r = 0;
	LOCK(lock);
	if (file || (file = __db_open("/etc/networks"))) r = next(file);
	UNLOCK(lock);
	return r;
}

static struct netent *search(const char *name, uint32_t net, int type)
{
	struct netent *r = 0;
	FILE *f;
	LOCK(lock);
	if ((f = __db_open("/etc/networks"))) {
		while ((r = next(f))) {
			if (name) {
				int hit = !strcasecmp(r->n_name, name);
				for (char **a = r->n_aliases; !hit && *a; a++) hit = !strcasecmp(*a, name);
				if (hit) break;
			} else if (r->n_net == net && (type == AF_UNSPEC || type == r->n_addrtype)) break;
		}
		fclose(f);
	}
	UNLOCK(lock);
	return r;
}

struct netent *getnetbyname(const char *name)
{
	return search(name, 0, 0);
}

struct netent *getnetbyaddr(uint32_t net, int type)
{
	return search(0, net, type);
}
