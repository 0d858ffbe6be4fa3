#define _GNU_SOURCE
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <fcntl.h>
#include <unistd.h>
#include <utime.h>
#include <errno.h>
#include <string.h>
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
	struct stat st, st2;
	mkscratch("stat");
	CHECK_INT(chdir(dir), 0);
	umask(022);

	int fd = open("f", O_CREAT | O_RDWR, 0666);
	CHECK_INT(write(fd, "12345", 5), 5);

	/* every field of struct stat is where this arch's kernel puts it */
	CHECK_INT(fstat(fd, &st), 0);
	CHECK(S_ISREG(st.st_mode));
	CHECK_INT(st.st_mode & 0777, 0644);
	CHECK_INT(st.st_size, 5);
	CHECK_INT(st.st_nlink, 1);
	CHECK_INT(st.st_uid, geteuid());
	CHECK_INT(st.st_gid, getegid());
	CHECK(st.st_blksize > 0 && (st.st_blksize & (st.st_blksize - 1)) == 0);
	CHECK(st.st_ino != 0);
	CHECK(st.st_mtime > 1500000000);
	CHECK(st.st_mtim.tv_nsec >= 0 && st.st_mtim.tv_nsec < 1000000000);

	CHECK_INT(stat("f", &st2), 0);
	CHECK_INT(st2.st_ino, st.st_ino);
	CHECK_INT(st2.st_dev, st.st_dev);
	CHECK_INT(fstatat(AT_FDCWD, "f", &st2, 0), 0);
	CHECK_INT(st2.st_ino, st.st_ino);
	CHECK_INT(fstatat(fd, "", &st2, AT_EMPTY_PATH), 0);
	CHECK_INT(st2.st_ino, st.st_ino);

	/* lstat vs stat on a symlink */
	CHECK_INT(symlink("f", "l"), 0);
	CHECK_INT(lstat("l", &st2), 0);
	CHECK(S_ISLNK(st2.st_mode));
	CHECK_INT(st2.st_size, 1);
	CHECK_INT(stat("l", &st2), 0);
	CHECK(S_ISREG(st2.st_mode));
	CHECK_ERRNO(stat("missing", &st2), ENOENT);
	CHECK_ERRNO(stat("f/x", &st2), ENOTDIR);

	/* modes */
	CHECK_INT(chmod("f", 0600), 0);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK_INT(st.st_mode & 07777, 0600);
	CHECK_INT(fchmod(fd, 0640), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_mode & 07777, 0640);
	CHECK_INT(fchmodat(AT_FDCWD, "f", 0604, 0), 0);
	CHECK_INT(fchmodat(AT_FDCWD, "f", 0606, AT_SYMLINK_NOFOLLOW), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_mode & 07777, 0606);
	CHECK_ERRNO(fchmodat(AT_FDCWD, "l", 0600, AT_SYMLINK_NOFOLLOW), EOPNOTSUPP);
#ifdef __polyport__
	/* fchmod works on an O_PATH descriptor too (glibc 2.36: EBADF) */
	int pfd = open("f", O_PATH);
	CHECK_INT(fchmod(pfd, 0644), 0);
	close(pfd);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_mode & 07777, 0644);
#endif

	/* lchmod: regular files yes, the link itself no */
	CHECK_INT(lchmod("f", 0640), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_mode & 07777, 0640);
	CHECK_ERRNO(lchmod("l", 0600), EOPNOTSUPP);

	/* statx agrees with fstat */
	struct statx sx;
	memset(&sx, 0, sizeof sx);
	CHECK_INT(statx(AT_FDCWD, "f", 0, STATX_BASIC_STATS, &sx), 0);
	CHECK(sx.stx_mask & STATX_SIZE);
	CHECK_INT(sx.stx_size, 5);
	CHECK_INT(sx.stx_mode & 07777, 0640);
	CHECK_UINT(sx.stx_ino, st.st_ino);
	CHECK_INT(statx(AT_FDCWD, "l", AT_SYMLINK_NOFOLLOW, STATX_TYPE, &sx), 0);
	CHECK(S_ISLNK(sx.stx_mode));

	/* mkdir and umask */
	CHECK_INT(mkdir("d", 0777), 0);
	CHECK_INT(stat("d", &st), 0);
	CHECK(S_ISDIR(st.st_mode));
	CHECK_INT(st.st_mode & 0777, 0755);
	CHECK_ERRNO(mkdir("d", 0777), EEXIST);
	int dfd = open("d", O_RDONLY | O_DIRECTORY);
	CHECK_INT(mkdirat(dfd, "e", 0700), 0);
	CHECK_INT(fstatat(dfd, "e", &st, 0), 0);
	CHECK(S_ISDIR(st.st_mode));

	/* fifos and nodes */
	CHECK_INT(mkfifo("fifo", 0600), 0);
	CHECK_INT(lstat("fifo", &st), 0);
	CHECK(S_ISFIFO(st.st_mode));
	CHECK_INT(mkfifoat(dfd, "fifo2", 0600), 0);
	CHECK_INT(mknod("fifo3", S_IFIFO | 0600, 0), 0);
	CHECK_INT(mknodat(dfd, "reg", S_IFREG | 0600, 0), 0);
	CHECK_INT(fstatat(dfd, "reg", &st, 0), 0);
	CHECK(S_ISREG(st.st_mode));

	/* device numbers */
	CHECK_INT(stat("/dev/null", &st), 0);
	CHECK(S_ISCHR(st.st_mode));
	CHECK_INT(major(st.st_rdev), 1);
	CHECK_INT(minor(st.st_rdev), 3);
	CHECK_UINT(makedev(1, 3), st.st_rdev);
	CHECK_UINT(makedev(259, 70000), ((259ULL & 0xfff) << 8) | (70000 & 0xff) | ((70000ULL & ~0xffULL) << 12));

	/* times */
	struct timespec ts[2] = { { 1000000000, 5 }, { 1100000000, 123456789 } };
	CHECK_INT(utimensat(AT_FDCWD, "f", ts, 0), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_atim.tv_sec, 1000000000);
	CHECK_INT(st.st_mtim.tv_sec, 1100000000);
	CHECK_INT(st.st_mtim.tv_nsec, 123456789);
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1] = (struct timespec){ 1200000000, 0 };
	CHECK_INT(futimens(fd, ts), 0);
	/* AT_FDCWD is no descriptor here: EBADF, not the kernel's EFAULT
	 * for its null path (gnulib's futimens probe). */
	CHECK_ERRNO(futimens(AT_FDCWD, NULL), EBADF);
	CHECK_ERRNO(futimens(-1, ts), EBADF);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK_INT(st.st_atim.tv_sec, 1000000000);
	CHECK_INT(st.st_mtime, 1200000000);
	struct timeval tv[2] = { { 1300000000, 1 }, { 1300000001, 2 } };
	CHECK_INT(utimes("f", tv), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_mtime, 1300000001);
	CHECK_INT(st.st_mtim.tv_nsec, 2000);
	CHECK_INT(futimes(fd, tv), 0);
	CHECK_INT(lutimes("l", tv), 0);
	CHECK_INT(lstat("l", &st), 0);
	CHECK_INT(st.st_mtime, 1300000001);
	struct utimbuf ub = { 1400000000, 1400000001 };
	CHECK_INT(utime("f", &ub), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK_INT(st.st_atime, 1400000000);
	CHECK_INT(st.st_mtime, 1400000001);
	CHECK_INT(utime("f", 0), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK(st.st_mtime > 1600000000);
	tv[0].tv_usec = 1000000;
	CHECK_ERRNO(utimes("f", tv), EINVAL);

	/* filesystem statistics */
	struct statvfs sv;
	struct statfs sf;
	CHECK_INT(statvfs(".", &sv), 0);
	CHECK_INT(statfs(".", &sf), 0);
	CHECK(sv.f_bsize > 0);
	CHECK(sv.f_frsize > 0);
	CHECK_INT(sv.f_blocks, sf.f_blocks);
	CHECK_INT(sv.f_namemax, sf.f_namelen);
	CHECK_INT(fstatvfs(fd, &sv), 0);
	CHECK_INT(fstatfs(fd, &sf), 0);
	CHECK_INT(sv.f_blocks, sf.f_blocks);
	CHECK_ERRNO(statvfs("missing", &sv), ENOENT);

	/* clean up */
	unlinkat(dfd, "fifo2", 0);
	unlinkat(dfd, "reg", 0);
	unlinkat(dfd, "e", AT_REMOVEDIR);
	close(dfd);
	close(fd);
	CHECK_INT(rmdir("d"), 0);
	unlink("f"); unlink("l"); unlink("fifo"); unlink("fifo3");
	CHECK_INT(chdir("/"), 0);
	CHECK_INT(rmdir(dir), 0);
	return check_done();
}
