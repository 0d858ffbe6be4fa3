/* nftw and ftw: pre- and post-order, FTW_PHYS (FTW_SL) against following
 * links (FTW_SLN for a dangling one), FTW_CHDIR, FTW_MOUNT, base and
 * level, stopping, GNU FTW_ACTIONRETVAL, unreadable directories and
 * errors. The order of a directory's entries is the filesystem's, so the
 * results are kept sorted. */
#define _GNU_SOURCE
#include <ftw.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static char top[64];
static char seen[64][64];
static int nseen;

static int cmp(const void *a, const void *b) { return strcmp(a, b); }

static const char *rel(const char *p)
{
	size_t n = strlen(top);
	return !strncmp(p, top, n) ? (p[n] ? p + n + 1 : ".") : p;
}

static int record(const char *path, const struct stat *st, int type, struct FTW *f)
{
	if (nseen < 64) {
		snprintf(seen[nseen++], 64, "%s:%d:%d:%s", rel(path), type, f->level, path + f->base);
	}
	return 0;
}

static const char *all(void)
{
	static char out[2048];
	qsort(seen, nseen, sizeof seen[0], cmp);
	out[0] = 0;
	for (int i = 0; i < nseen; i++) { strcat(out, seen[i]); strcat(out, " "); }
	nseen = 0;
	return out;
}

static int order[64], norder;
static int by_order(const char *path, const struct stat *st, int type, struct FTW *f)
{
	if (!strcmp(rel(path), "d")) order[norder++] = type;
	if (!strcmp(rel(path), "d/f")) order[norder++] = 100;
	return 0;
}

static int stop_at_f(const char *path, const struct stat *st, int type, struct FTW *f)
{
	return strcmp(path + f->base, "f") ? 0 : 42;
}

static int in_dir;
static int check_cwd(const char *path, const struct stat *st, int type, struct FTW *f)
{
	/* with FTW_CHDIR, the name relative to the cwd is the base name */
	if (f->level > 0) {
		struct stat here;
		if (lstat(path + f->base, &here) || here.st_ino != st->st_ino) in_dir = -1000;
		else in_dir++;
	}
	return 0;
}

static int skip_d(const char *path, const struct stat *st, int type, struct FTW *f)
{
	record(path, st, type, f);
	return !strcmp(path + f->base, "d") ? FTW_SKIP_SUBTREE : FTW_CONTINUE;
}

static int skip_sib(const char *path, const struct stat *st, int type, struct FTW *f)
{
	record(path, st, type, f);
	return f->level == 1 ? FTW_SKIP_SIBLINGS : FTW_CONTINUE;
}

static int ftw_types[8];
static int old_fn(const char *path, const struct stat *st, int type)
{
	if (type >= 0 && type < 8) ftw_types[type]++;
	return 0;
}

int main(void)
{
	char p[128], want[1024];
	strcpy(top, "/tmp/nftw-XXXXXX");
	CHECK(mkdtemp(top) != 0);
	snprintf(p, sizeof p, "%s/d", top); CHECK_INT(mkdir(p, 0755), 0);
	snprintf(p, sizeof p, "%s/d/f", top); close(open(p, O_CREAT | O_WRONLY, 0644));
	snprintf(p, sizeof p, "%s/g", top); close(open(p, O_CREAT | O_WRONLY, 0644));
	snprintf(p, sizeof p, "%s/ld", top); CHECK_INT(symlink("d", p), 0);
	snprintf(p, sizeof p, "%s/dangling", top); CHECK_INT(symlink("nowhere", p), 0);
	snprintf(p, sizeof p, "%s/d/loop", top); CHECK_INT(symlink("..", p), 0);

	/* physical */
	CHECK_INT(nftw(top, record, 10, FTW_PHYS), 0);
	snprintf(want, sizeof want, ".:%d:0:%s d/f:%d:2:f d/loop:%d:2:loop d:%d:1:d dangling:%d:1:dangling g:%d:1:g ld:%d:1:ld ",
		FTW_D, top + 5, FTW_F, FTW_SL, FTW_D, FTW_SL, FTW_F, FTW_SL);
	CHECK_STR(all(), want);

	/* following links: ld is the directory again, the loop back to the
	 * top is not entered, the dangling link is FTW_SLN */
	CHECK_INT(nftw(top, record, 10, 0), 0);
	const char *got = all();
	/* d and ld are one directory, reported once under whichever name
	 * the directory lists first */
	char w1[512], w2[512];
	snprintf(w1, sizeof w1, ".:%d:0:%s d/f:%d:2:f d:%d:1:d dangling:%d:1:dangling g:%d:1:g ",
		FTW_D, top + 5, FTW_F, FTW_D, FTW_SLN, FTW_F);
	snprintf(w2, sizeof w2, ".:%d:0:%s dangling:%d:1:dangling g:%d:1:g ld/f:%d:2:f ld:%d:1:ld ",
		FTW_D, top + 5, FTW_SLN, FTW_F, FTW_F, FTW_D);
	CHECK(!strcmp(got, w1) || !strcmp(got, w2));

	/* FTW_DEPTH: the directory after its contents, as FTW_DP */
	CHECK_INT(nftw(top, by_order, 10, FTW_PHYS), 0);
	CHECK(norder == 2 && order[0] == FTW_D && order[1] == 100);
	norder = 0;
	CHECK_INT(nftw(top, by_order, 10, FTW_PHYS | FTW_DEPTH), 0);
	CHECK(norder == 2 && order[0] == 100 && order[1] == FTW_DP);

	/* a non-zero return stops the walk and is returned */
	CHECK_INT(nftw(top, stop_at_f, 10, FTW_PHYS), 42);

	/* FTW_CHDIR: each entry is reachable by its base name; the cwd is
	 * restored afterwards */
	char before[256], after[256];
	CHECK(getcwd(before, sizeof before) != 0);
	CHECK_INT(nftw(top, check_cwd, 10, FTW_PHYS | FTW_CHDIR), 0);
	CHECK(in_dir >= 6);
	CHECK(getcwd(after, sizeof after) != 0);
	CHECK_STR(after, before);

	/* FTW_MOUNT on one filesystem changes nothing */
	CHECK_INT(nftw(top, record, 10, FTW_PHYS | FTW_MOUNT), 0);
	CHECK_INT(nseen, 7);
	nseen = 0;

	/* GNU actions */
	CHECK_INT(nftw(top, skip_d, 10, FTW_PHYS | FTW_ACTIONRETVAL), 0);
	CHECK(!strstr(all(), "d/f"));
	CHECK_INT(nftw(top, skip_sib, 10, FTW_PHYS | FTW_ACTIONRETVAL), 0);
	CHECK_INT(nseen, 2);
	nseen = 0;

	/* ftw follows links */
	CHECK_INT(ftw(top, old_fn, 10), 0);
	CHECK_INT(ftw_types[FTW_D], 2);
	CHECK_INT(ftw_types[FTW_F], 2);
	CHECK_INT(ftw_types[FTW_SLN] + ftw_types[FTW_NS], 1);

	/* relative paths and a trailing slash */
	CHECK_INT(chdir(top), 0);
	CHECK_INT(nftw("d/", record, 1, FTW_PHYS), 0);
	CHECK_STR(all(), "d/f:0:1:f d/loop:4:1:loop d:1:0:d ");
	CHECK_INT(chdir("/"), 0);

	/* errors */
	snprintf(p, sizeof p, "%s/missing", top);
	CHECK_ERRNO(nftw(p, record, 10, 0), ENOENT);
	CHECK_ERRNO(nftw("", record, 10, 0), ENOENT);
	CHECK_INT(nseen, 0);
	/* unreadable directory: FTW_DNR (root reads everything) */
	if (geteuid()) {
		snprintf(p, sizeof p, "%s/d", top);
		chmod(p, 0);
		CHECK_INT(nftw(top, record, 10, FTW_PHYS), 0);
		CHECK(strstr(all(), "d:2:1:d") != 0);
		chmod(p, 0755);
	}

	snprintf(p, sizeof p, "rm -rf %s", top);
	CHECK_INT(system(p), 0);
	return check_done();
}
