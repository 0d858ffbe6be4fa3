#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include "lookup.h"

static unsigned number(const char *s, unsigned lo, unsigned hi)
{
	unsigned long v = strtoul(s, 0, 10);
	return v < lo ? lo : v > hi ? hi : v;
}

/* "ndots:n timeout:n attempts:n rotate use-vc ..."; unknown options are
 * ignored, as glibc does. Limits are glibc's. */
static void options(struct resolvconf *c, char *s)
{
	char *f[32];
	int n = __db_fields(s, f, 32);
	for (int i = 0; i < n; i++) {
		if (!strncmp(f[i], "ndots:", 6)) c->ndots = number(f[i] + 6, 0, 15);
		else if (!strncmp(f[i], "timeout:", 8)) c->timeout = number(f[i] + 8, 1, 30);
		else if (!strncmp(f[i], "attempts:", 9)) c->attempts = number(f[i] + 9, 1, 5);
		else if (!strcmp(f[i], "rotate")) c->rotate = 1;
		else if (!strcmp(f[i], "use-vc") || !strcmp(f[i], "usevc")) c->usevc = 1;
	}
}

static void search(struct resolvconf *c, char *s, int max)
{
	char *f[LK_MAXSEARCH];
	int n = __db_fields(s, f, max);
	c->nsearch = 0;
	for (int i = 0; i < n; i++) {
		size_t l = strlen(f[i]);
		if (l && f[i][l-1] == '.') f[i][--l] = 0;
		if (l && l < sizeof c->search[0]) strcpy(c->search[c->nsearch++], f[i]);
	}
}

static void nameserver(struct resolvconf *c, const char *s)
{
	union sockany *ns = &c->ns[c->nns];
	struct address a;
	if (c->nns == LK_MAXNS || __lookup_ipliteral(&a, s, AF_UNSPEC) != 1) return;
	memset(ns, 0, sizeof *ns);
	if (a.family == AF_INET) {
		ns->sin.sin_family = AF_INET;
		ns->sin.sin_port = htons(53);
		memcpy(&ns->sin.sin_addr, a.addr, 4);
	} else {
		ns->sin6.sin6_family = AF_INET6;
		ns->sin6.sin6_port = htons(53);
		ns->sin6.sin6_scope_id = a.scopeid;
		memcpy(&ns->sin6.sin6_addr, a.addr, 16);
	}
	c->nns++;
}

/* /etc/resolv.conf, then LOCALDOMAIN and RES_OPTIONS from the
 * environment (not for set-id programs: glibc's loader drops them). */
int __get_resolv_conf(struct resolvconf *c)
{
	char *line = 0, *s, *f[1];
	size_t cap = 0;
	int have_search = 0;
	memset(c, 0, sizeof *c);
	c->ndots = 1;
	c->timeout = 5;
	c->attempts = 2;
	FILE *file = __db_open("/etc/resolv.conf");
	while (file && (s = __db_line(file, &line, &cap))) {
		char *semi = strchr(s, ';');
		if (semi) *semi = 0;
		char *rest = s + strcspn(s, " \t\r");
		if (*rest) *rest++ = 0;
		f[0] = s;
		if (!strcmp(f[0], "nameserver")) {
			char *v[1];
			if (__db_fields(rest, v, 1) == 1) nameserver(c, v[0]);
		} else if (!strcmp(f[0], "domain")) {
			search(c, rest, 1);
			have_search = 1;
		} else if (!strcmp(f[0], "search")) {
			search(c, rest, LK_MAXSEARCH);
			have_search = 1;
		} else if (!strcmp(f[0], "options")) {
			options(c, rest);
		}
	}
	if (file) fclose(file);
	free(line);
	if (!c->nns) nameserver(c, "127.0.0.1");
	if ((s = secure_getenv("LOCALDOMAIN"))) {
		char *copy = strdup(s);
		if (copy) search(c, copy, LK_MAXSEARCH), have_search = 1;
		free(copy);
	}
	if ((s = secure_getenv("RES_OPTIONS"))) {
		char *copy = strdup(s);
		if (copy) options(c, copy);
		free(copy);
	}
	if (!have_search) {
		/* glibc's default: the domain part of the host name. */
		char host[256], *dot;
		if (!gethostname(host, sizeof host) && (host[255] = 0, dot = strchr(host, '.')) && dot[1])
			search(c, dot + 1, 1);
	}
	return 0;
}
