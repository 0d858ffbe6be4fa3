#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/ioctl.h>
#include "syscall.h"

int ptsname_r(int fd, char *buf, size_t len)
{
	unsigned n;
	char tmp[32] = "/dev/pts/", digits[12], *d = digits + sizeof digits;
	long r = __syscall(SYS_ioctl, fd, TIOCGPTN, &n);
	if (r) {
		errno = -r;
		return -r;
	}
	*--d = 0;
	do *--d = '0' + n % 10; while (n /= 10);
	strcpy(tmp + 9, d);
	size_t l = strlen(tmp);
	if (!buf || len <= l) {
		errno = buf ? ERANGE : EINVAL;
		return errno;
	}
	memcpy(buf, tmp, l + 1);
	return 0;
}

char *ptsname(int fd)
{
	static char buf[32];
	return ptsname_r(fd, buf, sizeof buf) ? 0 : buf;
}
