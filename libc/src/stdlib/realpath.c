/* realpath: resolve every component ourselves with readlinkat, so it
 * works without /proc (chroots, early boot, sandboxes). The unresolved
 * rest of the path is kept in a buffer; a symlink's target is spliced in
 * front of it and the walk continues. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

#define MAXLINKS 40

/* Succeeds when OUT (of length N) names a directory: the kernel refuses
 * a trailing slash on anything else. */
static int is_dir(char *out, size_t n)
{
	long st[32];
	out[n] = '/';
	out[n + 1] = 0;
	long r = __syscall(SYS_newfstatat, AT_FDCWD, out, st, 0);
	out[n] = 0;
	return r;
}

char *realpath(const char *restrict path, char *restrict resolved)
{
	char out[PATH_MAX + 2], rest[PATH_MAX + 1], link[PATH_MAX + 1];
	size_t n = 0, rl, links = 0;
	long r;

	if (!path) {
		errno = EINVAL;
		return 0;
	}
	rl = strnlen(path, PATH_MAX + 1);
	if (!rl) {
		errno = ENOENT;
		return 0;
	}
	if (rl > PATH_MAX) goto toolong;
	memcpy(rest, path, rl + 1);

	if (rest[0] != '/') {
		r = __syscall(SYS_getcwd, out, sizeof out - 1);
		if (r < 0) {
			errno = -r;
			return 0;
		}
		/* "(unreachable)/..." when cwd is outside our root. */
		if (out[0] != '/') {
			errno = ENOENT;
			return 0;
		}
		n = strlen(out);
		if (n == 1) n = 0;
	}
	out[n] = 0;

	char *p = rest;
	for (;;) {
		while (*p == '/') p++;
		if (!*p) break;
		size_t cl = strcspn(p, "/");
		if (cl == 1 && p[0] == '.') {
			/* "file/." and "file/./" name no directory either: the
			 * kernel would refuse them with ENOTDIR, so must we. */
			if (n && (r = is_dir(out, n))) goto fail;
			p += 1;
			continue;
		}
		if (cl == 2 && p[0] == '.' && p[1] == '.') {
			/* "file/.." is an error, not the file's directory. */
			if (n && (r = is_dir(out, n))) goto fail;
			while (n && out[n - 1] != '/') n--;
			if (n) n--;
			out[n] = 0;
			p += 2;
			continue;
		}
		if (n + 1 + cl > PATH_MAX) goto toolong;
		out[n] = '/';
		memcpy(out + n + 1, p, cl);
		size_t prev = n;
		n += 1 + cl;
		out[n] = 0;
		p += cl;

		r = __syscall(SYS_readlinkat, AT_FDCWD, out, link, sizeof link - 1);
		if (r == -EINVAL) {
			/* Not a symlink; a trailing slash still demands a directory. */
			if (*p == '/' && !p[strspn(p, "/")] && (r = is_dir(out, n))) goto fail;
			continue;
		}
		if (r < 0) goto fail;
		if (r >= (long)sizeof link - 1) goto toolong;
		if (++links > MAXLINKS) {
			errno = ELOOP;
			return 0;
		}
		link[r] = 0;
		/* New rest = target + what was left after this component. */
		size_t left = strlen(p);
		if ((size_t)r + left > PATH_MAX) goto toolong;
		memmove(rest + r, p, left + 1);
		memcpy(rest, link, r);
		p = rest;
		n = link[0] == '/' ? 0 : prev;
		out[n] = 0;
	}
	if (!n) out[n++] = '/';
	out[n] = 0;
	if (resolved) return memcpy(resolved, out, n + 1);
	char *s = malloc(n + 1);
	return s ? memcpy(s, out, n + 1) : 0;
toolong:
	errno = ENAMETOOLONG;
	return 0;
fail:
	errno = -r;
	return 0;
}
