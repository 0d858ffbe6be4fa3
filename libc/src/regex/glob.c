#define _GNU_SOURCE
#include <glob.h>
#include <fnmatch.h>
#include <dirent.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <unistd.h>

/* glob as glibc does it: the pattern is walked one '/'-separated
 * component at a time; a literal component is appended without reading
 * the directory, a magic one is matched with fnmatch against readdir.
 * GLOB_BRACE alternatives and GLOB_TILDE are expanded first, each
 * alternative's results sorted on their own (glibc's order). Directory
 * access goes through the gl_* hooks under GLOB_ALTDIRFUNC. Over 2 KB:
 * the flag set is large and GNU make and tar use most of it. */

struct ctx {
	int flags;
	int (*errfunc)(const char *, int);
	glob_t *g;
	char **v;
	size_t n, cap;
	int err;
};

static void *xopendir(struct ctx *c, const char *d)
{
	return c->flags & GLOB_ALTDIRFUNC ? c->g->gl_opendir(d) : (void *)opendir(d);
}

static struct dirent *xreaddir(struct ctx *c, void *d)
{
	return c->flags & GLOB_ALTDIRFUNC ? c->g->gl_readdir(d) : readdir(d);
}

static void xclosedir(struct ctx *c, void *d)
{
	if (c->flags & GLOB_ALTDIRFUNC) c->g->gl_closedir(d);
	else closedir(d);
}

static int xstat(struct ctx *c, const char *p, struct stat *st, int follow)
{
	if (c->flags & GLOB_ALTDIRFUNC) return (follow ? c->g->gl_stat : c->g->gl_lstat)(p, st);
	return follow ? stat(p, st) : lstat(p, st);
}

static int isdir(struct ctx *c, const char *p)
{
	struct stat st;
	return !xstat(c, p, &st, 1) && S_ISDIR(st.st_mode);
}

static int add(struct ctx *c, const char *p)
{
	size_t l = strlen(p);
	int dir = -1;
	if (c->flags & GLOB_ONLYDIR && !(dir = isdir(c, p))) return 0;
	int mark = c->flags & GLOB_MARK && l && p[l-1] != '/' && (dir < 0 ? isdir(c, p) : dir);
	if (c->n + 1 >= c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 16;
		char **v = realloc(c->v, cap * sizeof *v);
		if (!v) return c->err = GLOB_NOSPACE;
		c->v = v;
		c->cap = cap;
	}
	char *s = malloc(l + 2);
	if (!s) return c->err = GLOB_NOSPACE;
	memcpy(s, p, l);
	if (mark) s[l++] = '/';
	s[l] = 0;
	c->v[c->n++] = s;
	return 0;
}

static int magic(const char *p, const char *e, int flags)
{
	for (; p < e; p++) {
		if (*p == '\\' && !(flags & GLOB_NOESCAPE) && p + 1 < e) p++;
		else if (*p == '*' || *p == '?' || *p == '[') return 1;
	}
	return 0;
}

/* buf holds the path so far (len bytes); pat is the rest of the pattern. */
static int expand(struct ctx *c, char *buf, size_t len, const char *pat)
{
	const char *end = pat, *next;
	while (*end && *end != '/') {
		if (*end == '\\' && !(c->flags & GLOB_NOESCAPE) && end[1]) end++;
		end++;
	}
	for (next = end; *next == '/'; next++);

	if (!*pat) {
		/* the pattern ended in '/': only directories match */
		if (len && isdir(c, buf)) return add(c, buf);
		return 0;
	}
	if (!magic(pat, end, c->flags)) {
		size_t l = len;
		for (const char *p = pat; p < end; p++) {
			if (*p == '\\' && !(c->flags & GLOB_NOESCAPE) && p + 1 < end) p++;
			if (l >= PATH_MAX - 1) return 0;
			buf[l++] = *p;
		}
		if (l + (next - end) >= PATH_MAX) return 0;
		memcpy(buf + l, end, next - end);
		buf[l += next - end] = 0;
		if (!*end) {
			struct stat st;
			return xstat(c, buf, &st, 0) ? 0 : add(c, buf);
		}
		return expand(c, buf, l, next);
	}

	char comp[NAME_MAX * 4 + 1];
	if ((size_t)(end - pat) >= sizeof comp) return 0;
	memcpy(comp, pat, end - pat);
	comp[end - pat] = 0;
	buf[len] = 0;
	const char *dir = len ? buf : ".";
	void *d = xopendir(c, dir);
	if (!d) {
		if (errno != ENOTDIR && ((c->errfunc && c->errfunc(dir, errno)) || c->flags & GLOB_ERR))
			return c->err = GLOB_ABORTED;
		return 0;
	}
	int fl = (c->flags & GLOB_NOESCAPE ? FNM_NOESCAPE : 0) | (c->flags & GLOB_PERIOD ? 0 : FNM_PERIOD);
	struct dirent *de;
	int r = 0;
	while (!r && (de = xreaddir(c, d))) {
		const char *name = de->d_name;
		if (c->flags & GLOB_PERIOD && name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2]))
		    && comp[0] != '.')
			continue;
		if (fnmatch(comp, name, fl)) continue;
		/* more components follow: only a directory can match them */
		if (*end && de->d_type != DT_DIR && de->d_type != DT_LNK && de->d_type != DT_UNKNOWN)
			continue;
		size_t nl = strlen(name);
		if (len + nl + (next - end) >= PATH_MAX) continue;
		memcpy(buf + len, name, nl);
		memcpy(buf + len + nl, end, next - end);
		buf[len + nl + (next - end)] = 0;
		r = *end ? expand(c, buf, len + nl + (next - end), next) : add(c, buf);
	}
	xclosedir(c, d);
	return r;
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int one(struct ctx *c, const char *pat)
{
	char buf[PATH_MAX], *home = 0;
	size_t start = c->n, len = 0;
	int r;

	if (c->flags & (GLOB_TILDE | GLOB_TILDE_CHECK) && *pat == '~') {
		const char *slash = strchrnul(pat, '/');
		char user[LOGIN_NAME_MAX + 1];
		struct passwd *pw = 0;
		if (slash == pat + 1) {
			home = getenv("HOME");
			if (!home && (pw = getpwuid(getuid()))) home = pw->pw_dir;
		} else if ((size_t)(slash - pat) <= sizeof user) {
			memcpy(user, pat + 1, slash - pat - 1);
			user[slash - pat - 1] = 0;
			if ((pw = getpwnam(user))) home = pw->pw_dir;
		}
		if (!home && c->flags & GLOB_TILDE_CHECK) return 0;
		if (home) {
			len = strlen(home);
			if (len + strlen(slash) >= PATH_MAX) return 0;
			memcpy(buf, home, len);
			pat = slash;
		}
	}
	while (*pat == '/' && len < PATH_MAX - 1) buf[len++] = *pat++;
	buf[len] = 0;
	if (home && !*pat) r = add(c, buf);
	else r = expand(c, buf, len, pat);
	if (!r && !(c->flags & GLOB_NOSORT)) qsort(c->v + start, c->n - start, sizeof *c->v, cmp);
	return r;
}

/* {a,b} alternatives, nested and repeated, leftmost first. */
static int brace(struct ctx *c, const char *pat)
{
	const char *b, *e = 0;
	int depth = 0;
	for (b = pat; *b; b++) {
		if (*b == '\\' && !(c->flags & GLOB_NOESCAPE) && b[1]) b++;
		else if (*b == '{') break;
	}
	if (*b) for (e = b + 1; *e; e++) {
		if (*e == '\\' && !(c->flags & GLOB_NOESCAPE) && e[1]) e++;
		else if (*e == '{') depth++;
		else if (*e == '}' && !depth--) break;
	}
	if (!*b || !e || !*e || e == b + 1) return one(c, pat);

	size_t pre = b - pat, tail = strlen(e + 1);
	const char *alt = b + 1, *p;
	for (p = alt, depth = 0; ; p++) {
		if (*p == '\\' && !(c->flags & GLOB_NOESCAPE) && p + 1 < e) { p++; continue; }
		if (*p == '{') depth++;
		else if (*p == '}' && p < e) depth--;
		if ((*p == ',' && !depth) || p == e) {
			char *s = malloc(pre + (p - alt) + tail + 1);
			if (!s) return c->err = GLOB_NOSPACE;
			memcpy(s, pat, pre);
			memcpy(s + pre, alt, p - alt);
			memcpy(s + pre + (p - alt), e + 1, tail + 1);
			int r = brace(c, s);
			free(s);
			if (r) return r;
			if (p == e) return 0;
			alt = p + 1;
		}
	}
}

int glob(const char *restrict pat, int flags, int (*errfunc)(const char *, int), glob_t *restrict g)
{
	struct ctx c = { .flags = flags, .errfunc = errfunc, .g = g };
	size_t offs = flags & GLOB_DOOFFS ? g->gl_offs : 0, old = 0, i;
	int r, has_magic = magic(pat, pat + strlen(pat), flags);

	if (!(flags & GLOB_APPEND)) {
		g->gl_pathc = 0;
		g->gl_pathv = 0;
	} else old = g->gl_pathc;

	r = flags & GLOB_BRACE ? brace(&c, pat) : one(&c, pat);
	if (!r && !c.n && (flags & GLOB_NOCHECK || (flags & GLOB_NOMAGIC && !has_magic))) {
		int f = c.flags;
		c.flags &= ~(GLOB_ONLYDIR | GLOB_MARK);
		r = add(&c, pat);
		c.flags = f;
	}
	if (!r && !c.n) r = GLOB_NOMATCH;
	if (!r) {
		char **v = realloc(old || offs ? g->gl_pathv : 0, (offs + old + c.n + 1) * sizeof *v);
		if (!v) r = GLOB_NOSPACE;
		else {
			if (!old) for (i = 0; i < offs; i++) v[i] = 0;
			memcpy(v + offs + old, c.v, c.n * sizeof *v);
			v[offs + old + c.n] = 0;
			g->gl_pathv = v;
			g->gl_pathc = old + c.n;
			c.n = 0;
		}
	}
	for (i = 0; i < c.n; i++) free(c.v[i]);
	free(c.v);
	g->gl_flags = flags | (has_magic ? GLOB_MAGCHAR : 0);
	return r;
}

void globfree(glob_t *g)
{
	size_t offs = g->gl_flags & GLOB_DOOFFS ? g->gl_offs : 0;
	if (g->gl_pathv)
		for (size_t i = 0; i < g->gl_pathc; i++) free(g->gl_pathv[offs + i]);
	free(g->gl_pathv);
	g->gl_pathv = 0;
	g->gl_pathc = 0;
}
