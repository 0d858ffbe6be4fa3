#define _GNU_SOURCE
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <arpa/inet.h>
#include "lookup.h"
#include "lock.h"

/* The sequential reader of /etc/hosts. */
static volatile int lock[1];
static FILE *file;
static char *line;
static size_t cap;

void sethostent(int stayopen)
{
	LOCK(lock);
	if (file) rewind(file);
	UNLOCK(lock);
}

void endhostent(void)
{
	LOCK(lock);
	if (file) fclose(file);
	file = 0;
	UNLOCK(lock);
}

int gethostent_r(struct hostent *he, char *buf, size_t size, struct hostent **res, int *err)
{
	struct lookup lk;
	char *s, *f[LK_MAXALIAS + 2];
	int r = ENOENT;
	*res = 0;
	*err = HOST_NOT_FOUND;
	LOCK(lock);
	if (!file && !(file = __db_open("/etc/hosts"))) goto out;
	for (;;) {
		off_t at = ftello(file);
		if (!(s = __db_line(file, &line, &cap))) break;
		int n = __db_fields(s, f, LK_MAXALIAS + 2);
		struct address *a = &lk.addr[0];
		memset(a, 0, sizeof *a);
		if (n < 1) continue;
		if (inet_pton(AF_INET, f[0], a->addr) == 1) a->family = AF_INET;
		else if (inet_pton(AF_INET6, f[0], a->addr) == 1) a->family = AF_INET6;
		else continue;
		/* IPv4 entries only, as glibc: ::1 and IPv4-mapped ones as IPv4,
		 * other IPv6 lines skipped; a line without names has name "". */
		if (a->family == AF_INET6) __hosts_v4(a);
		if (a->family != AF_INET) continue;
		lk.naddr = 1;
		lk.nalias = 0;
		const char *name = n > 1 ? f[1] : "";
		if (strlen(name) > 255) continue;
		strcpy(lk.canon, name);
		for (int i = 2; i < n; i++)
			if (strlen(f[i]) < 256) strcpy(lk.alias[lk.nalias++], f[i]);
		if (__hostent_fill(&lk, a->family, name, he, buf, size)) {
			fseeko(file, at, SEEK_SET);
			*err = NETDB_INTERNAL;
			r = ERANGE;
			break;
		}
		*res = he;
		*err = 0;
		r = 0;
		break;
	}
out:
	UNLOCK(lock);
	return r;
}

struct hostent *gethostent(void)
{
	static struct hostent he;
	static char *buf;
	static size_t size;
	struct hostent *res;
	while (gethostent_r(&he, buf, size, &res, &h_errno) == ERANGE)
		if (__db_grow(&buf, &size)) return 0;
	return res;
}
