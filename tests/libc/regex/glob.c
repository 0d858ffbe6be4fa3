#define _GNU_SOURCE
#include <glob.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <dirent.h>
#include "../../harness/check.h"

static char dir[] = "/tmp/globtestXXXXXX";

static void touch(const char *name)
{
	char p[256];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	close(open(p, O_CREAT | O_WRONLY, 0644));
}

/* Results joined with spaces, the temp dir prefix removed. */
static const char *run(const char *pat, int flags, int *ret)
{
	static char out[1024];
	char p[256];
	glob_t g;
	size_t n = strlen(dir) + 1;
	snprintf(p, sizeof p, "%s/%s", dir, pat);
	*ret = glob(p, flags, 0, &g);
	out[0] = 0;
	if (*ret) return out;
	for (size_t i = 0; i < g.gl_pathc; i++) {
		const char *s = g.gl_pathv[i];
		if (!strncmp(s, dir, n - 1)) s += n;
		strcat(out, i ? " " : "");
		strcat(out, s);
	}
	globfree(&g);
	return out;
}

static int opened;
static void *my_opendir(const char *d) { opened++; return opendir(d); }
static struct dirent *my_readdir(void *d) { return readdir(d); }
static void my_closedir(void *d) { closedir(d); }

static int errs;
static int onerr(const char *path, int e)
{
	(void)path; (void)e;
	errs++;
	return 0;
}

int main(void)
{
	int r;
	char p[300];
	CHECK(mkdtemp(dir) != 0);
	touch("b.c"); touch("a.c"); touch("c.h"); touch(".hid.c"); touch("x[1]");
	snprintf(p, sizeof p, "%s/sub", dir); mkdir(p, 0755);
	snprintf(p, sizeof p, "%s/sub2", dir); mkdir(p, 0755);
	touch("sub/z.c"); touch("sub2/y.c");

	CHECK_STR(run("*.c", 0, &r), "a.c b.c"); CHECK_INT(r, 0);
	CHECK_STR(run("*.c", GLOB_PERIOD, &r), ".hid.c a.c b.c");
	CHECK_STR(run(".*.c", 0, &r), ".hid.c");
	CHECK_STR(run("?.[ch]", 0, &r), "a.c b.c c.h");
	CHECK_STR(run("*/*.c", 0, &r), "sub/z.c sub2/y.c");
	CHECK_STR(run("s*", GLOB_MARK, &r), "sub/ sub2/");
	CHECK_STR(run("*", GLOB_ONLYDIR, &r), "sub sub2");
	CHECK_STR(run("*/", 0, &r), "sub/ sub2/");
	CHECK_STR(run("x\\[1]", 0, &r), "x[1]");
	CHECK_STR(run("x[[]1]", 0, &r), "x[1]");
	CHECK_STR(run("sub/z.c", 0, &r), "sub/z.c");
	CHECK_STR(run("{sub2,sub}/*.c", GLOB_BRACE, &r), "sub2/y.c sub/z.c");
	CHECK_STR(run("{b,a}.c", GLOB_BRACE, &r), "b.c a.c");
	run("*.none", 0, &r);
	CHECK_INT(r, GLOB_NOMATCH);
	run("nofile", 0, &r);
	CHECK_INT(r, GLOB_NOMATCH);
	CHECK_STR(run("nofile", GLOB_NOMAGIC, &r), "nofile");
	run("nofile*", GLOB_NOMAGIC, &r);
	CHECK_INT(r, GLOB_NOMATCH);
	const char *u = run("?.c", GLOB_NOSORT, &r);
	CHECK(!strcmp(u, "a.c b.c") || !strcmp(u, "b.c a.c"));
	CHECK_STR(run("*.none", GLOB_NOCHECK, &r), "*.none");
	CHECK_INT(r, 0);

	/* DOOFFS and APPEND */
	glob_t g;
	g.gl_offs = 2;
	snprintf(p, sizeof p, "%s/*.c", dir);
	CHECK_INT(glob(p, GLOB_DOOFFS, 0, &g), 0);
	CHECK_INT(g.gl_pathc, 2);
	CHECK(g.gl_pathv[0] == 0 && g.gl_pathv[1] == 0);
	CHECK(g.gl_flags & GLOB_MAGCHAR);
	snprintf(p, sizeof p, "%s/*.h", dir);
	CHECK_INT(glob(p, GLOB_DOOFFS | GLOB_APPEND, 0, &g), 0);
	CHECK_INT(g.gl_pathc, 3);
	CHECK(g.gl_pathv[4] && !strcmp(strrchr(g.gl_pathv[4], '/'), "/c.h"));
	CHECK(g.gl_pathv[5] == 0);
	globfree(&g);

	/* a directory that cannot be opened: errfunc is told, GLOB_ERR aborts */
	snprintf(p, sizeof p, "%s/nosuchdir/*.c", dir);
	CHECK_INT(glob(p, 0, onerr, &g), GLOB_NOMATCH);
	CHECK_INT(errs, 1);
	CHECK_INT(glob(p, GLOB_ERR, 0, &g), GLOB_ABORTED);
	errs = 0;

	if (geteuid() != 0) {
		snprintf(p, sizeof p, "%s/sub", dir);
		chmod(p, 0);
		snprintf(p, sizeof p, "%s/sub*/*.c", dir);
		CHECK_INT(glob(p, 0, onerr, &g), 0);
		CHECK_INT(g.gl_pathc, 1);
		CHECK_INT(errs, 1);
		globfree(&g);
		CHECK_INT(glob(p, GLOB_ERR, 0, &g), GLOB_ABORTED);
		globfree(&g);
		snprintf(p, sizeof p, "%s/sub", dir);
		chmod(p, 0755);
	}

	/* GLOB_ALTDIRFUNC: directories are read through the caller's hooks */
	g.gl_opendir = my_opendir;
	g.gl_readdir = my_readdir;
	g.gl_closedir = my_closedir;
	g.gl_stat = stat;
	g.gl_lstat = lstat;
	snprintf(p, sizeof p, "%s/*/*.c", dir);
	CHECK_INT(glob(p, GLOB_ALTDIRFUNC, 0, &g), 0);
	CHECK_INT(g.gl_pathc, 2);
	CHECK_INT(opened, 3);
	globfree(&g);

	/* tilde */
	setenv("HOME", dir, 1);
	CHECK_INT(glob("~/a.c", GLOB_TILDE, 0, &g), 0);
	snprintf(p, sizeof p, "%s/a.c", dir);
	CHECK(g.gl_pathc == 1 && !strcmp(g.gl_pathv[0], p));
	globfree(&g);
	CHECK_INT(glob("~nosuchuserhere/x", GLOB_TILDE_CHECK, 0, &g), GLOB_NOMATCH);

	snprintf(p, sizeof p, "rm -rf %s", dir);
	CHECK_INT(system(p), 0);
	return check_done();
}
