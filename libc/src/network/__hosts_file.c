#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include <arpa/inet.h>
#include "lookup.h"

static int parse_addr(const char *s, struct address *a)
{
	memset(a, 0, sizeof *a);
	if (inet_pton(AF_INET, s, a->addr) == 1) a->family = AF_INET;
	else if (inet_pton(AF_INET6, s, a->addr) == 1) a->family = AF_INET6;
	else return -1;
	return 0;
}

/* For an IPv4 lookup glibc reads an IPv4-mapped entry as its IPv4
 * address and ::1 as 127.0.0.1 (so "::1 localhost" answers too). */
void __hosts_v4(struct address *a)
{
	static const unsigned char mapped[12] = { [10] = 0xff, [11] = 0xff };
	static const unsigned char lo[16] = { [15] = 1 };
	if (!memcmp(a->addr, mapped, 12)) memmove(a->addr, a->addr + 12, 4);
	else if (!memcmp(a->addr, lo, 16)) memcpy(a->addr, (unsigned char[]){ 127, 0, 0, 1 }, 4);
	else return;
	memset(a->addr + 4, 0, 12);
	a->family = AF_INET;
}

static void take_names(struct lookup *lk, char **f, int n, const char *skip)
{
	strcpy(lk->canon, f[1]);
	for (int i = 2; i < n && lk->nalias < LK_MAXALIAS; i++)
		if (!skip || strcasecmp(f[i], skip)) strcpy(lk->alias[lk->nalias++], f[i]);
}

/* Scan /etc/hosts. With name: every line naming it adds its address
 * (glibc's "multi on", its default since 2.26); with addr: the first
 * line of that address. Names longer than a DNS name are
 * ignored, so canon and alias always fit. */
static int scan(struct lookup *lk, const char *name, const struct address *want, int family)
{
	char *line = 0, *s, *f[LK_MAXALIAS + 2 + 32];
	size_t cap = 0;
	int found = 0;
	FILE *file = __db_open("/etc/hosts");
	if (!file) return errno == ENOENT || errno == EACCES ? LK_UNAVAIL : LK_TRYAGAIN;
	while ((s = __db_line(file, &line, &cap))) {
		struct address a;
		int n = __db_fields(s, f, sizeof f / sizeof *f), hit = 0, k = 1;
		for (int i = 1; i < n; i++) if (strlen(f[i]) < 256) f[k++] = f[i];
		n = k;
		if (n < 2 || parse_addr(f[0], &a)) continue;
		if (family == AF_INET && a.family == AF_INET6) __hosts_v4(&a);
		if (family != AF_UNSPEC && a.family != family) continue;
		if (name) {
			for (int i = 1; i < n && !hit; i++) hit = !strcasecmp(f[i], name);
		} else {
			hit = a.family == want->family
				&& !memcmp(a.addr, want->addr, a.family == AF_INET ? 4 : 16);
		}
		if (!hit) continue;
		if (!found++) take_names(lk, f, n, 0);
		if (lk->naddr < LK_MAXADDR) lk->addr[lk->naddr++] = a;
		if (!name) break;
	}
	free(line);
	fclose(file);
	return found ? LK_SUCCESS : LK_NOTFOUND;
}

int __hosts_file(struct lookup *lk, const char *name, int family)
{
	return scan(lk, name, 0, family);
}

int __hosts_file_addr(struct lookup *lk, const struct address *a)
{
	return scan(lk, 0, a, a->family);
}
