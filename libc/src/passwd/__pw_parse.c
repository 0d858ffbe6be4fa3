#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include "pwf.h"

/* Cut s at the next ':' and return what follows (0 at the end). */
static char *field(char **s)
{
	char *f = *s, *c;
	if (!f) return 0;
	c = strchr(f, ':');
	if (c) *c++ = 0;
	*s = c;
	return f;
}

static int number(const char *f, unsigned *v)
{
	char *e;
	unsigned long n;
	if (!f || !*f || *f < '0' || *f > '9') return -1;
	errno = 0;
	n = strtoul(f, &e, 10);
	if (*e || errno || n > 0xffffffffUL) return -1;
	*v = n;
	return 0;
}

/* The next line that is an entry: blank lines, comments and NIS
 * '+'/'-' compat lines are skipped, as glibc's files backend does. The
 * newline is removed. */
char *__pwf_line(FILE *f, char **line, size_t *size)
{
	ssize_t n;
	while ((n = getline(line, size, f)) >= 0) {
		char *s = *line;
		if (n && s[n-1] == '\n') s[--n] = 0;
		while (*s == ' ' || *s == '\t') s++;
		if (!*s || *s == '#' || *s == '+' || *s == '-') continue;
		return s;
	}
	return 0;
}

FILE *__pwf_open(const char *path)
{
	return fopen(path, "re");
}

int __pw_parse(char *s, struct passwd *pw)
{
	unsigned uid, gid;
	pw->pw_name = field(&s);
	pw->pw_passwd = field(&s);
	if (number(field(&s), &uid) || number(field(&s), &gid)) return -1;
	pw->pw_uid = uid;
	pw->pw_gid = gid;
	pw->pw_gecos = field(&s);
	pw->pw_dir = field(&s);
	pw->pw_shell = field(&s);
	if (!pw->pw_shell) return -1;
	return 0;
}

size_t __gr_nmem(const char *s)
{
	size_t n = 1;
	for (int colons = 0; *s; s++) {
		if (*s == ':') colons++;
		else if (*s == ',' && colons >= 3) n++;
	}
	return n + 1;
}

/* mem has room for __gr_nmem(s) pointers. */
int __gr_parse(char *s, struct group *gr, char **mem, size_t nmem)
{
	unsigned gid;
	char *m;
	size_t i = 0;
	gr->gr_name = field(&s);
	gr->gr_passwd = field(&s);
	if (number(field(&s), &gid) || !s) return -1;
	gr->gr_gid = gid;
	m = s;
	while (*m && i + 1 < nmem) {
		mem[i++] = m;
		m = strchr(m, ',');
		if (!m) break;
		*m++ = 0;
	}
	mem[i] = 0;
	gr->gr_mem = mem;
	return 0;
}

static long snum(const char *f)
{
	char *e;
	long v;
	if (!f || !*f) return -1;
	v = strtol(f, &e, 10);
	return *e ? -1 : v;
}

int __sp_parse(char *s, struct spwd *sp)
{
	char *f;
	sp->sp_namp = field(&s);
	sp->sp_pwdp = field(&s);
	if (!sp->sp_pwdp) return -1;
	sp->sp_lstchg = snum(field(&s));
	sp->sp_min = snum(field(&s));
	sp->sp_max = snum(field(&s));
	sp->sp_warn = snum(field(&s));
	sp->sp_inact = snum(field(&s));
	sp->sp_expire = snum(field(&s));
	f = field(&s);
	sp->sp_flag = f && *f ? strtoul(f, 0, 10) : -1UL;
	return 0;
}
