#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include "check.h"

static char dir[64];

/* A private scratch directory: /tmp/pp-open-<pid> */
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
	char buf[32];
	mkscratch("open");
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	CHECK(dfd >= 0);

	/* O_CREAT honours the mode argument (under umask 0) */
	umask(0);
	int fd = openat(dfd, "f", O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0640);
	CHECK(fd >= 0);
	CHECK_INT(write(fd, "hello", 5), 5);
	CHECK_INT(fcntl(fd, F_GETFD), FD_CLOEXEC);
	CHECK_INT(fcntl(fd, F_GETFL) & O_ACCMODE, O_WRONLY);
	CHECK_INT(close(fd), 0);

	struct stat st;
	CHECK_INT(fstatat(dfd, "f", &st, 0), 0);
	CHECK_INT(st.st_mode & 07777, 0640);
	CHECK_INT(st.st_size, 5);

	/* O_EXCL on an existing file */
	CHECK_ERRNO(openat(dfd, "f", O_CREAT | O_EXCL | O_WRONLY, 0600), EEXIST);
	/* O_DIRECTORY on a regular file: the per-arch bit must reach the kernel */
	CHECK_ERRNO(openat(dfd, "f", O_RDONLY | O_DIRECTORY), ENOTDIR);
	CHECK_ERRNO(open("/nonexistent/x", O_RDONLY), ENOENT);

	/* O_NOFOLLOW on a symlink */
	CHECK_INT(symlinkat("f", dfd, "l"), 0);
	CHECK_ERRNO(openat(dfd, "l", O_RDONLY | O_NOFOLLOW), ELOOP);
	fd = openat(dfd, "l", O_RDONLY);
	CHECK(fd >= 0);
	memset(buf, 0, sizeof buf);
	CHECK_INT(read(fd, buf, sizeof buf), 5);
	CHECK_STR(buf, "hello");
	CHECK_INT(close(fd), 0);

	/* O_APPEND, O_TRUNC, creat */
	fd = openat(dfd, "f", O_WRONLY | O_APPEND);
	CHECK_INT(write(fd, "!", 1), 1);
	CHECK_INT(fcntl(fd, F_GETFL) & O_APPEND, O_APPEND);
	close(fd);
	CHECK_INT(fstatat(dfd, "f", &st, 0), 0);
	CHECK_INT(st.st_size, 6);
	CHECK_INT(fchdir(dfd), 0);
	fd = creat("f", 0600);
	CHECK(fd >= 0);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK_INT(st.st_size, 0);
	close(fd);
	fd = open("f", O_RDWR | O_TRUNC);
	CHECK(fd >= 0);
	close(fd);

	/* the *64 names are the same functions */
	fd = open64("f", O_RDONLY);
	CHECK(fd >= 0);
	close(fd);

	/* a closed descriptor */
	CHECK_ERRNO(close(fd), EBADF);
	CHECK_ERRNO(fcntl(fd, F_GETFD), EBADF);

	CHECK_INT(unlinkat(dfd, "l", 0), 0);
	CHECK_INT(unlinkat(dfd, "f", 0), 0);
	CHECK_INT(chdir("/"), 0);
	CHECK_INT(rmdir(dir), 0);
	close(dfd);
	return check_done();
}
