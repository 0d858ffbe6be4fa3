/* posix_openpt, grantpt, unlockpt, ptsname(_r): open a pair and pass
 * bytes through it. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0) SKIP("no /dev/ptmx");
	CHECK_INT(grantpt(m), 0);
	CHECK_INT(unlockpt(m), 0);
	char *name = ptsname(m);
	CHECK(name && !strncmp(name, "/dev/pts/", 9));
	char buf[64], small[4];
	CHECK_INT(ptsname_r(m, buf, sizeof buf), 0);
	CHECK_STR(buf, name);
	CHECK_INT(ptsname_r(m, small, sizeof small), ERANGE);
	int s = open(buf, O_RDWR | O_NOCTTY);
	CHECK(s >= 0);
	CHECK_INT(write(m, "hi\n", 3), 3);
	char in[8] = { 0 };
	CHECK_INT(read(s, in, sizeof in), 3);
	CHECK_STR(in, "hi\n");
	close(s);

	/* Not a pty master. */
	int p[2];
	pipe(p);
	CHECK_ERRNO(grantpt(p[0]), EINVAL);
	CHECK(ptsname(p[0]) == NULL);
	CHECK_ERRNO(unlockpt(p[0]), EINVAL);
	close(m);
	CHECK_ERRNO(grantpt(m), EBADF);
	return check_done();
}
