/* mkstemp, mkstemps, mkostemp, mkostemps, mkdtemp, mktemp. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
#include "check.h"

static int alnum6(const char *p)
{
	for (int i = 0; i < 6; i++) {
		char c = p[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return 0;
	}
	return 1;
}

int main(void)
{
	char t1[] = "/tmp/pp-mkstemp-XXXXXX", t2[] = "/tmp/pp-mkstemp-XXXXXX";
	int fd1 = mkstemp(t1), fd2 = mkstemp(t2);
	CHECK(fd1 >= 0 && fd2 >= 0);
	CHECK(strcmp(t1, t2) != 0);
	CHECK(alnum6(t1 + 16));
	struct stat st;
	CHECK_INT(fstat(fd1, &st), 0);
	CHECK_INT(st.st_mode & 07777, 0600);
	CHECK(S_ISREG(st.st_mode));
	CHECK_INT(write(fd1, "abc", 3), 3);
	CHECK_INT(lseek(fd1, 0, SEEK_SET), 0);
	char b[4] = { 0 };
	CHECK_INT(read(fd1, b, 3), 3);
	CHECK_STR(b, "abc");
	CHECK_INT(stat(t1, &st), 0);
	close(fd1);
	close(fd2);
	unlink(t1);
	unlink(t2);

	char t3[] = "/tmp/pp-XXXXXX.txt";
	int fd3 = mkstemps(t3, 4);
	CHECK(fd3 >= 0);
	CHECK(alnum6(t3 + 8));
	CHECK_STR(t3 + 14, ".txt");
	close(fd3);
	unlink(t3);

	char t4[] = "/tmp/pp-XXXXXX";
	int fd4 = mkostemp(t4, O_CLOEXEC);
	CHECK(fd4 >= 0);
	CHECK(fcntl(fd4, F_GETFD) & FD_CLOEXEC);
	close(fd4);
	unlink(t4);
	char t4b[] = "/tmp/pp-XXXXXX-s";
	int fd4b = mkostemps(t4b, 2, O_APPEND);
	CHECK(fd4b >= 0);
	CHECK(fcntl(fd4b, F_GETFL) & O_APPEND);
	close(fd4b);
	unlink(t4b);

	/* Bad templates. */
	char bad1[] = "/tmp/pp-XXXXX", bad2[] = "XXXXXX.c", bad3[] = "/tmp/pp-XXXXXY";
	CHECK_ERRNO(mkstemp(bad1), EINVAL);
	CHECK_ERRNO(mkstemps(bad2, 3), EINVAL);
	CHECK_ERRNO(mkstemp(bad3), EINVAL);
	CHECK_ERRNO(mkdtemp(bad1), EINVAL);
	/* A directory that does not exist: the open error comes through. */
	char nodir[] = "/nonexistent-pp/XXXXXX";
	CHECK_ERRNO(mkstemp(nodir), ENOENT);

	char d[] = "/tmp/pp-dir-XXXXXX";
	CHECK(mkdtemp(d) == d);
	CHECK(alnum6(d + 12));
	CHECK_INT(stat(d, &st), 0);
	CHECK(S_ISDIR(st.st_mode));
	CHECK_INT(st.st_mode & 07777, 0700);
	CHECK_INT(rmdir(d), 0);

	char m[] = "/tmp/pp-mkt-XXXXXX";
	CHECK(mktemp(m) == m);
	CHECK(alnum6(m + 12));
	CHECK(stat(m, &st) != 0);
	char mb[] = "nope";
	CHECK(mktemp(mb) == mb);
	CHECK_STR(mb, "");
	return check_done();
}
