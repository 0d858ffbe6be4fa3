/* utimes (POSIX) and futimes, lutimes, futimesat (BSD/GNU) are declared
 * by <sys/time.h> and set microsecond times. */
#define _GNU_SOURCE
#include <sys/time.h>
#include <sys/stat.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "check.h"

/* naming each function fails to compile when no header declares it */
static int (*const fns[])() = { (int (*)())utimes, (int (*)())futimes, (int (*)())lutimes, (int (*)())futimesat };

int main(void)
{
	CHECK(fns[0] && fns[3]);
	char dir[] = "/tmp/utimes-XXXXXX";
	CHECK(mkdtemp(dir) != 0);
	int dfd = open(dir, O_RDONLY | O_DIRECTORY);
	int fd = openat(dfd, "f", O_CREAT | O_WRONLY, 0644);
	CHECK(fd >= 0);
	CHECK_INT(symlinkat("f", dfd, "l"), 0);
	struct timeval tv[2] = { { 1000000000, 250000 }, { 1100000000, 750000 } };
	struct stat st;

	CHECK_INT(futimesat(dfd, "f", tv), 0);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK(st.st_atim.tv_sec == 1000000000 && st.st_atim.tv_nsec == 250000000);
	CHECK(st.st_mtim.tv_sec == 1100000000 && st.st_mtim.tv_nsec == 750000000);

	tv[1].tv_sec = 1200000000;
	CHECK_INT(futimes(fd, tv), 0);
	CHECK_INT(fstat(fd, &st), 0);
	CHECK(st.st_mtim.tv_sec == 1200000000);

	/* lutimes sets the link's own times, leaving the file's */
	tv[1].tv_sec = 1300000000;
	CHECK_INT(fchdir(dfd), 0);
	CHECK_INT(lutimes("l", tv), 0);
	CHECK_INT(lstat("l", &st), 0);
	CHECK(st.st_mtim.tv_sec == 1300000000);
	CHECK_INT(stat("l", &st), 0);
	CHECK(st.st_mtim.tv_sec == 1200000000);

	tv[1].tv_sec = 1400000000;
	CHECK_INT(utimes("l", tv), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK(st.st_mtim.tv_sec == 1400000000);

	tv[0].tv_usec = 1000000;
	CHECK_ERRNO(utimes("f", tv), EINVAL);
	CHECK_ERRNO(utimes("missing", 0), ENOENT);
	/* null means now */
	CHECK_INT(utimes("f", 0), 0);
	CHECK_INT(stat("f", &st), 0);
	CHECK(st.st_mtim.tv_sec > 1600000000);

	close(fd);
	unlinkat(dfd, "l", 0);
	unlinkat(dfd, "f", 0);
	CHECK_INT(chdir("/"), 0);
	CHECK_INT(rmdir(dir), 0);
	return check_done();
}
