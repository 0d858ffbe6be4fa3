/* realpath and canonicalize_file_name over a scratch tree with relative
 * and absolute symlinks, "." and "..", loops and dangling links. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include "check.h"

static char base[PATH_MAX], want[PATH_MAX], buf[PATH_MAX];

static const char *at(const char *rel)
{
	static char p[PATH_MAX];
	strcpy(p, base);
	strcat(p, "/");
	strcat(p, rel);
	return p;
}

static const char *w(const char *rel)
{
	strcpy(want, base);
	if (*rel) {
		strcat(want, "/");
		strcat(want, rel);
	}
	return want;
}

int main(void)
{
	char tmpl[] = "/tmp/pp-realpath-XXXXXX";
	CHECK(mkdtemp(tmpl) != NULL);
	/* /tmp itself may be a symlink somewhere: resolve the base first. */
	CHECK(realpath(tmpl, base) == base);
	CHECK_INT(mkdir(at("a"), 0755), 0);
	CHECK_INT(mkdir(at("a/b"), 0755), 0);
	int fd = open(at("a/b/f"), O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	close(fd);
	CHECK_INT(symlink("a/b", at("rel")), 0);
	char target[PATH_MAX];
	strcpy(target, at("a"));
	CHECK_INT(symlink(target, at("abs")), 0);
	CHECK_INT(symlink("../rel/f", at("a/up")), 0);
	CHECK_INT(symlink("loop2", at("loop1")), 0);
	CHECK_INT(symlink("loop1", at("loop2")), 0);
	CHECK_INT(symlink("nowhere", at("dangling")), 0);
	CHECK_INT(symlink("rel", at("chain")), 0);

	CHECK_STR(realpath(at("a/b/f"), buf), w("a/b/f"));
	CHECK_STR(realpath(at("rel/f"), buf), w("a/b/f"));
	CHECK_STR(realpath(at("abs/b/./f"), buf), w("a/b/f"));
	CHECK_STR(realpath(at("a/up"), buf), w("a/b/f"));
	CHECK_STR(realpath(at("chain/../b/f"), buf), w("a/b/f"));
	CHECK_STR(realpath(at("a//b/../b/"), buf), w("a/b"));
	CHECK_STR(realpath(at("."), buf), w(""));
	CHECK_STR(realpath("/", buf), "/");
	CHECK_STR(realpath("//..//./", buf), "/");

	CHECK_ERRNO(realpath(at("loop1"), buf), ELOOP);
	CHECK_ERRNO(realpath(at("dangling"), buf), ENOENT);
	CHECK_ERRNO(realpath(at("a/missing/x"), buf), ENOENT);
	CHECK_ERRNO(realpath(at("a/b/f/"), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/b/f/x"), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/b/f/.."), buf), ENOTDIR);
	/* A "." after a non-directory is refused too, also behind a symlink
	 * (gnulib's test-canonicalize-lgpl). */
	CHECK_ERRNO(realpath(at("a/b/f/."), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/b/f/./"), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/up/."), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/up/./."), buf), ENOTDIR);
	CHECK_ERRNO(realpath(at("a/up/./.."), buf), ENOTDIR);
	CHECK_ERRNO(canonicalize_file_name(at("a/up/.")), ENOTDIR);
	CHECK_ERRNO(realpath("", buf), ENOENT);
	CHECK_ERRNO(realpath(NULL, buf), EINVAL);

	/* Relative paths start at the working directory. */
	CHECK_INT(chdir(at("a")), 0);
	CHECK_STR(realpath("b/f", buf), w("a/b/f"));
	CHECK_STR(realpath("../rel", buf), w("a/b"));
	char *m = realpath("up", NULL);
	CHECK_STR(m, w("a/b/f"));
	free(m);
	m = canonicalize_file_name("./b");
	CHECK_STR(m, w("a/b"));
	free(m);
	CHECK(canonicalize_file_name("nope") == NULL);

	unlink(at("a/up")); unlink(at("a/b/f")); unlink(at("rel")); unlink(at("abs"));
	unlink(at("loop1")); unlink(at("loop2")); unlink(at("dangling")); unlink(at("chain"));
	rmdir(at("a/b")); rmdir(at("a")); rmdir(base);
	return check_done();
}
