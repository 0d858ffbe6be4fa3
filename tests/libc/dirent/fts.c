/* fts: pre- and post-order, sorting, symlinks (physical, logical,
 * FTS_COMFOLLOW, FTS_FOLLOW), FTS_SKIP, FTS_AGAIN, fts_children,
 * FTS_SEEDOT, FTS_NOSTAT, unreadable directories and cycles. */
#define _GNU_SOURCE
#include <fts.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

static char top[64];

static void mk(const char *rel, int dir)
{
	char p[256];
	snprintf(p, sizeof p, "%s/%s", top, rel);
	if (dir) CHECK_INT(mkdir(p, 0755), 0);
	else { int fd = open(p, O_CREAT | O_WRONLY, 0644); CHECK(fd >= 0); close(fd); }
}

static int byname(const FTSENT **a, const FTSENT **b)
{
	return strcmp((*a)->fts_name, (*b)->fts_name);
}

static const char *rel(const char *path)
{
	size_t n = strlen(top);
	return strncmp(path, top, n) ? path : path[n] ? path + n + 1 : ".";
}

/* The walk as "info:relative-path " items. */
static void walk(int opts, char *out, size_t len, int skip_b)
{
	char *argv[] = { top, 0 };
	FTS *f = fts_open(argv, opts, byname);
	CHECK(f != 0);
	if (!f) return;
	*out = 0;
	FTSENT *e;
	while ((e = fts_read(f))) {
		size_t l = strlen(out);
		snprintf(out + l, len - l, "%d:%s ", e->fts_info, rel(e->fts_path));
		if (opts & (FTS_NOCHDIR | FTS_LOGICAL)) CHECK_STR(e->fts_accpath, e->fts_path);
		if (skip_b && e->fts_info == FTS_D && !strcmp(e->fts_name, "b"))
			CHECK_INT(fts_set(f, e, FTS_SKIP), 0);
	}
	CHECK_INT(errno, 0);
	CHECK_INT(fts_close(f), 0);
}

int main(void)
{
	char buf[2048], want[2048];
	strcpy(top, "/tmp/fts-XXXXXX");
	CHECK(mkdtemp(top) != 0);
	mk("b", 1); mk("a", 0); mk("b/x", 0); mk("b/c", 1); mk("e", 1);
	char link[256], target[256];
	snprintf(link, sizeof link, "%s/l", top);
	CHECK_INT(symlink("b", link), 0);
	snprintf(link, sizeof link, "%s/dangling", top);
	CHECK_INT(symlink("nowhere", link), 0);

	/* physical: links are FTS_SL/FTS_SLNONE? no: lstat says FTS_SL for both */
	walk(FTS_PHYSICAL | FTS_NOCHDIR, buf, sizeof buf, 0);
	snprintf(want, sizeof want, "%d:. %d:a %d:b %d:b/c %d:b/c %d:b/x %d:b %d:dangling %d:e %d:e %d:l %d:. ",
		FTS_D, FTS_F, FTS_D, FTS_D, FTS_DP, FTS_F, FTS_DP, FTS_SL, FTS_D, FTS_DP, FTS_SL, FTS_DP);
	CHECK_STR(buf, want);

	/* logical: l is the directory b again, dangling is FTS_SLNONE */
	walk(FTS_LOGICAL, buf, sizeof buf, 0);
	snprintf(want, sizeof want, "%d:. %d:a %d:b %d:b/c %d:b/c %d:b/x %d:b %d:dangling %d:e %d:e %d:l %d:l/c %d:l/c %d:l/x %d:l %d:. ",
		FTS_D, FTS_F, FTS_D, FTS_D, FTS_DP, FTS_F, FTS_DP, FTS_SLNONE, FTS_D, FTS_DP,
		FTS_D, FTS_D, FTS_DP, FTS_F, FTS_DP, FTS_DP);
	CHECK_STR(buf, want);

	/* FTS_SKIP in pre-order: b comes back once, as FTS_DP, without children */
	walk(FTS_PHYSICAL, buf, sizeof buf, 1);
	snprintf(want, sizeof want, "%d:. %d:a %d:b %d:b %d:dangling %d:e %d:e %d:l %d:. ",
		FTS_D, FTS_F, FTS_D, FTS_DP, FTS_SL, FTS_D, FTS_DP, FTS_SL, FTS_DP);
	CHECK_STR(buf, want);

	/* levels, parents, fts_children before the first read and on a directory */
	{
		char *argv[] = { top, 0 };
		FTS *f = fts_open(argv, FTS_PHYSICAL, byname);
		FTSENT *roots = fts_children(f, 0);
		CHECK(roots && roots->fts_level == FTS_ROOTLEVEL && !roots->fts_link);
		FTSENT *e = fts_read(f);
		CHECK(e && e->fts_info == FTS_D && e->fts_level == 0);
		CHECK_STR(e->fts_name, top + 5);
		FTSENT *kids = fts_children(f, 0);
		int n = 0;
		char names[128] = "";
		for (FTSENT *k = kids; k; k = k->fts_link, n++) {
			strcat(names, k->fts_name);
			strcat(names, " ");
			CHECK_INT(k->fts_level, 1);
			CHECK(k->fts_parent == e);
		}
		CHECK_STR(names, "a b dangling e l ");
		/* the names-only list carries no stat information */
		kids = fts_children(f, FTS_NAMEONLY);
		CHECK(kids && kids->fts_info == FTS_NSOK);
		/* fts_read still returns the children, with their stat */
		e = fts_read(f);
		CHECK(e && e->fts_info == FTS_F);
		CHECK_STR(e ? e->fts_name : 0, "a");
		CHECK(e && S_ISREG(e->fts_statp->st_mode));
		/* on a file there are no children, and errno says it is not an error */
		errno = 5;
		CHECK(fts_children(f, 0) == 0);
		CHECK_INT(errno, 0);
		/* FTS_AGAIN: the same entry again, stat'ed anew */
		CHECK_INT(fts_set(f, e, FTS_AGAIN), 0);
		FTSENT *again = fts_read(f);
		CHECK(again == e);
		e = fts_read(f);
		CHECK(e && e->fts_info == FTS_D && !strcmp(e->fts_name, "b") && e->fts_level == 1);
		CHECK_INT(fts_set(f, e, 99), 1);
		CHECK_INT(errno, EINVAL);
		/* closing in the middle frees everything (valgrind/ASan would tell) */
		CHECK_INT(fts_close(f), 0);
	}

	/* FTS_FOLLOW on a symlink turns it into the directory it names */
	{
		char *argv[] = { top, 0 };
		FTS *f = fts_open(argv, FTS_PHYSICAL, byname);
		FTSENT *e;
		int saw_lc = 0;
		while ((e = fts_read(f))) {
			if (e->fts_info == FTS_SL && !strcmp(e->fts_name, "l")) {
				fts_set(f, e, FTS_FOLLOW);
				e = fts_read(f);
				CHECK(e && e->fts_info == FTS_D);
			}
			if (!strcmp(rel(e->fts_path), "l/c") && e->fts_info == FTS_D) saw_lc = 1;
		}
		CHECK(saw_lc);
		fts_close(f);
	}

	/* FTS_COMFOLLOW: a root symlink is followed, deeper ones are not */
	{
		snprintf(link, sizeof link, "%s/l", top);
		char *argv[] = { link, 0 };
		FTS *f = fts_open(argv, FTS_PHYSICAL | FTS_COMFOLLOW, 0);
		FTSENT *e = fts_read(f);
		CHECK(e && e->fts_info == FTS_D);
		fts_close(f);
		f = fts_open(argv, FTS_PHYSICAL, 0);
		e = fts_read(f);
		CHECK(e && e->fts_info == FTS_SL);
		CHECK(fts_read(f) == 0);
		fts_close(f);
	}

	/* FTS_SEEDOT shows . and .. as FTS_DOT; FTS_NOSTAT leaves files unstat'ed */
	{
		snprintf(target, sizeof target, "%s/e", top);
		char *argv[] = { target, 0 };
		FTS *f = fts_open(argv, FTS_PHYSICAL | FTS_SEEDOT, byname);
		FTSENT *e;
		int dots = 0;
		while ((e = fts_read(f)))
			if (e->fts_info == FTS_DOT) dots++;
		CHECK_INT(dots, 2);
		fts_close(f);

		snprintf(target, sizeof target, "%s/b", top);
		f = fts_open(argv, FTS_PHYSICAL | FTS_NOSTAT, byname);
		int nsok = 0, dirs = 0;
		while ((e = fts_read(f))) {
			if (e->fts_info == FTS_NSOK) { nsok++; CHECK_STR(e->fts_name, "x"); }
			if (e->fts_info == FTS_D) dirs++;
		}
		CHECK_INT(nsok, 1);
		CHECK_INT(dirs, 2);
		fts_close(f);
	}

	/* a missing root is FTS_NS with fts_errno; an unreadable directory is
	 * FTS_D then FTS_DNR (root reads everything: checked only as a user) */
	{
		snprintf(target, sizeof target, "%s/missing", top);
		char *argv[] = { target, 0 };
		FTS *f = fts_open(argv, FTS_PHYSICAL, 0);
		FTSENT *e = fts_read(f);
		CHECK(e && e->fts_info == FTS_NS && e->fts_errno == ENOENT);
		fts_close(f);
		if (geteuid()) {
			snprintf(target, sizeof target, "%s/e", top);
			chmod(target, 0);
			f = fts_open(argv, FTS_PHYSICAL, 0);
			e = fts_read(f);
			CHECK(e && e->fts_info == FTS_D);
			e = fts_read(f);
			CHECK(e && e->fts_info == FTS_DNR && e->fts_errno == EACCES);
			CHECK(fts_read(f) == 0);
			fts_close(f);
			chmod(target, 0755);
		}
	}

	/* a cycle through a followed link is FTS_DC, pointing at the ancestor */
	{
		char loop[256];
		snprintf(loop, sizeof loop, "%s/b/c/up", top);
		CHECK_INT(symlink("../..", loop), 0);
		char *argv[] = { top, 0 };
		FTS *f = fts_open(argv, FTS_LOGICAL, byname);
		FTSENT *e;
		int dc = 0;
		while ((e = fts_read(f)))
			if (e->fts_info == FTS_DC) {
				dc++;
				CHECK(e->fts_cycle && e->fts_cycle->fts_level == 0);
			}
		CHECK_INT(dc, 2); /* b/c/up and l/c/up */
		fts_close(f);
		unlink(loop);
	}

	/* bad options and empty paths */
	{
		char *argv[] = { "", 0 };
		CHECK(fts_open(argv, 0x10000, 0) == 0 && errno == EINVAL);
		CHECK(fts_open(argv, FTS_PHYSICAL, 0) == 0 && errno == ENOENT);
	}

	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", top);
	CHECK_INT(system(cmd), 0);
	return check_done();
}
