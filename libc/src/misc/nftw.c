#define _GNU_SOURCE
#include <ftw.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <search.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* One walker for ftw and nftw. Directories are read through descriptors
 * (one per level being read), so FTW_CHDIR can fchdir into each and
 * back without depending on relative paths; fd_limit is not needed for
 * that and is only checked for sanity. When links are followed, a
 * directory met again (through a link, or a loop) is not reported again,
 * as in glibc: the walk remembers every directory it entered. */

struct walk {
	char path[PATH_MAX];
	int flags;
	int (*nfn)(const char *, const struct stat *, int, struct FTW *);
	int (*fn)(const char *, const struct stat *, int);
	dev_t dev;
	void *seen;
};

struct id {
	dev_t dev;
	ino_t ino;
};

static int cmp_id(const void *a, const void *b)
{
	const struct id *x = a, *y = b;
	if (x->dev != y->dev) return x->dev < y->dev ? -1 : 1;
	return x->ino < y->ino ? -1 : x->ino > y->ino;
}

/* 1 if the directory was entered before, 0 if not (now remembered),
 * -1 without memory */
static int seen_before(struct walk *w, const struct stat *st)
{
	struct id *k = malloc(sizeof *k);
	if (!k) return -1;
	k->dev = st->st_dev;
	k->ino = st->st_ino;
	struct id **found = tsearch(k, &w->seen, cmp_id);
	if (!found) {
		free(k);
		return -1;
	}
	if (*found != k) {
		free(k);
		return 1;
	}
	return 0;
}

#define ACTIONS(w) ((w)->flags & FTW_ACTIONRETVAL)

static int call(struct walk *w, const struct stat *st, int type, int base, int lev)
{
	if (w->fn) return w->fn(w->path, st, type);
	struct FTW f = { base, lev };
	return w->nfn(w->path, st, type, &f);
}

static int visit(struct walk *w, size_t len, int base, int lev, int parentfd)
{
	struct stat st;
	int type;
	int follow = !(w->flags & FTW_PHYS);
	if ((follow ? stat : lstat)(w->path, &st)) {
		if (follow && errno == ENOENT && !lstat(w->path, &st) && S_ISLNK(st.st_mode))
			type = FTW_SLN;
		else if (!lev)
			return -1; /* the starting point must exist */
		else
			type = FTW_NS, memset(&st, 0, sizeof st);
	} else if (S_ISDIR(st.st_mode)) {
		type = FTW_D;
	} else if (S_ISLNK(st.st_mode)) {
		type = FTW_SL;
	} else {
		type = FTW_F;
	}

	if (w->flags & FTW_MOUNT && lev && type != FTW_NS && st.st_dev != w->dev) return 0;
	if (!lev) w->dev = st.st_dev;

	if (type == FTW_D && follow) {
		int again = seen_before(w, &st);
		if (again) return again < 0 ? -1 : 0;
	}

	int fd = -1;
	if (type == FTW_D) {
		fd = open(w->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (fd < 0) type = FTW_DNR;
	}
	int depth_first = w->flags & FTW_DEPTH;
	int r;
	if (!depth_first || type != FTW_D) {
		r = call(w, &st, type, base, lev);
		if (type != FTW_D || r) {
			if (fd >= 0) close(fd);
			if (ACTIONS(w) && r == FTW_SKIP_SUBTREE) return 0;
			return r;
		}
	}

	/* the directory's entries */
	DIR *d = fdopendir(fd);
	if (!d) {
		close(fd);
		return -1;
	}
	if (w->flags & FTW_CHDIR && fchdir(dirfd(d))) {
		closedir(d);
		return -1;
	}
	struct dirent *de;
	r = 0;
	while ((errno = 0, de = readdir(d))) {
		const char *n = de->d_name;
		if (n[0] == '.' && (!n[1] || (n[1] == '.' && !n[2]))) continue;
		size_t l = strlen(n);
		size_t sep = len && w->path[len - 1] != '/';
		if (len + sep + l >= sizeof w->path) {
			closedir(d);
			errno = ENAMETOOLONG;
			return -1;
		}
		if (sep) w->path[len] = '/';
		memcpy(w->path + len + sep, n, l + 1);
		r = visit(w, len + sep + l, len + sep, lev + 1, dirfd(d));
		w->path[len] = 0;
		if (r) {
			if (ACTIONS(w) && r == FTW_SKIP_SIBLINGS) r = 0;
			break;
		}
	}
	if (!de && errno) r = -1;
	closedir(d);
	/* back where the caller of this level expects to be */
	if (w->flags & FTW_CHDIR && fchdir(parentfd) && !r) r = -1;
	if (r) return r;
	if (depth_first) {
		r = call(w, &st, FTW_DP, base, lev);
		if (ACTIONS(w) && (r == FTW_SKIP_SUBTREE || r == FTW_SKIP_SIBLINGS)) r = 0;
	}
	return r;
}

static int walk(struct walk *w, const char *path, int fd_limit)
{
	if (fd_limit <= 0) {
		errno = EINVAL;
		return -1;
	}
	size_t len = strlen(path);
	if (len >= sizeof w->path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (!len) {
		errno = ENOENT;
		return -1;
	}
	/* trailing slashes are dropped (not from "/"), as glibc does */
	while (len > 1 && path[len - 1] == '/') len--;
	memcpy(w->path, path, len);
	w->path[len] = 0;
	size_t j = len - 1;
	while (j && path[j - 1] != '/') j--;

	int home = -1;
	if (w->flags & FTW_CHDIR) {
		home = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (home < 0) return -1;
	}
	int r = visit(w, len, j, 0, home);
	tdestroy(w->seen, free);
	if (home >= 0) {
		int e = errno;
		if (fchdir(home) && !r) r = -1;
		close(home);
		errno = e;
	}
	if (ACTIONS(w) && r != FTW_STOP && r != -1) r = 0;
	return r;
}

int nftw(const char *path, int (*fn)(const char *, const struct stat *, int, struct FTW *), int fd_limit, int flags)
{
	struct walk w = { .flags = flags, .nfn = fn };
	return walk(&w, path, fd_limit);
}

/* ftw follows links and reports what stat says, as nftw with no flags */
int ftw(const char *path, int (*fn)(const char *, const struct stat *, int), int fd_limit)
{
	struct walk w = { .fn = fn };
	return walk(&w, path, fd_limit);
}
