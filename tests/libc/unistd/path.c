#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <limits.h>
#include <sys/stat.h>
#include "check.h"

static char dir[64];

static void mkscratch(const char *tag)
{
	char *p = dir;
	const char *s = "/tmp/pp-";
	while (*s) *p++ = *s++;
	while (*tag) *p++ = *tag++;
	*p++ = '-';
	char d[12]; int n = 0; unsigned v = getpid();
	do d[n++] = '0' + v % 10; while (v /= 10);
	while (n) *p++ = d[--n];
	*p = 0;
	CHECK_INT(mkdir(dir, 0700), 0);
}

int main(void)
{
	char buf[PATH_MAX];
	mkscratch("path");
	CHECK_INT(chdir(dir), 0);

	/* getcwd, into a buffer and allocated */
	CHECK(getcwd(buf, sizeof buf) == buf);
	CHECK_STR(buf, dir);
	char *cwd = getcwd(0, 0);
	CHECK_STR(cwd, dir);
	free(cwd);
	CHECK(getcwd(buf, 3) == 0 && errno == ERANGE);
	CHECK(getcwd(buf, 0) == 0 && errno == EINVAL);

	int fd = open("file", O_CREAT | O_WRONLY, 0644);
	write(fd, "data", 4);
	close(fd);

	/* hard and symbolic links */
	CHECK_INT(link("file", "hard"), 0);
	struct stat st;
	CHECK_INT(stat("file", &st), 0);
	CHECK_INT(st.st_nlink, 2);
	CHECK_ERRNO(link("file", "hard"), EEXIST);
	CHECK_INT(symlink("file", "soft"), 0);
	memset(buf, 0, sizeof buf);
	CHECK_INT(readlink("soft", buf, sizeof buf), 4);
	CHECK_STR(buf, "file");
	/* readlink truncates silently and does not terminate */
	memset(buf, 'z', 8);
	CHECK_INT(readlink("soft", buf, 2), 2);
	CHECK_MEM(buf, "fizz", 4);
	CHECK_ERRNO(readlink("file", buf, sizeof buf), EINVAL);
	CHECK_ERRNO(readlink("soft", buf, 0), EINVAL);
	int dfd = open(".", O_RDONLY | O_DIRECTORY);
	CHECK_INT(readlinkat(dfd, "soft", buf, sizeof buf), 4);
	CHECK_INT(symlinkat("hard", dfd, "soft2"), 0);
	CHECK_INT(linkat(dfd, "soft2", dfd, "hard2", AT_SYMLINK_FOLLOW), 0);
	CHECK_INT(lstat("hard2", &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_INT(st.st_nlink, 3);

	/* access and faccessat (with flags) */
	CHECK_INT(access("file", F_OK), 0);
	CHECK_INT(access("file", R_OK | W_OK), 0);
	CHECK_ERRNO(access("nope", F_OK), ENOENT);
	CHECK_INT(faccessat(dfd, "file", R_OK, AT_EACCESS), 0);
	CHECK_INT(faccessat(dfd, "soft", F_OK, AT_SYMLINK_NOFOLLOW), 0);
	CHECK_INT(euidaccess("file", R_OK), 0);
	CHECK_ERRNO(faccessat(dfd, "file", R_OK, 0x4000000), EINVAL);
	if (geteuid() != 0) {
		CHECK_ERRNO(access("file", X_OK), EACCES);
	} else {
		/* root may read anything but execute only with an x bit */
		CHECK_ERRNO(faccessat(dfd, "file", X_OK, AT_EACCESS), EACCES);
	}

	/* ownership: chown to what it already is always works */
	CHECK_INT(chown("file", getuid(), getgid()), 0);
	CHECK_INT(lchown("soft", -1, -1), 0);
	CHECK_INT(fchownat(dfd, "file", -1, getgid(), 0), 0);
	fd = open("file", O_RDONLY);
	CHECK_INT(fchown(fd, -1, -1), 0);

	/* truncate by name */
	CHECK_INT(truncate("file", 2), 0);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK_INT(st.st_size, 2);
	close(fd);

	/* directories */
	CHECK_INT(mkdir("sub", 0755), 0);
	CHECK_ERRNO(rmdir("file"), ENOTDIR);
	CHECK_ERRNO(unlink("sub"), EISDIR);
	CHECK_INT(chdir("sub"), 0);
	CHECK_INT(fchdir(dfd), 0);
	CHECK(getcwd(buf, sizeof buf) && !strcmp(buf, dir));
	CHECK_INT(unlinkat(dfd, "sub", AT_REMOVEDIR), 0);
	CHECK_ERRNO(chdir("sub"), ENOENT);

	/* clean up */
	CHECK_INT(unlink("file"), 0);
	CHECK_INT(unlink("hard"), 0);
	CHECK_INT(unlinkat(dfd, "hard2", 0), 0);
	CHECK_INT(unlink("soft"), 0);
	CHECK_INT(unlink("soft2"), 0);
	CHECK_INT(chdir("/"), 0);
	CHECK_INT(rmdir(dir), 0);
	close(dfd);
	return check_done();
}
