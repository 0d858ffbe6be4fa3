#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

int mkostemps(char *t, int suffix, int flags)
{
	char *p = __temp_slot(t, suffix);
	if (!p) return -1;
	/* O_ACCMODE bits are ours to choose: always read-write. */
	flags = (flags & ~O_ACCMODE) | O_RDWR | O_CREAT | O_EXCL;
	for (int tries = 0; tries < 1000; tries++) {
		__temp_fill(p);
		long fd = __syscall(SYS_openat, AT_FDCWD, t, flags, 0600);
		if (fd >= 0) return fd;
		if (fd != -EEXIST) {
			errno = -fd;
			break;
		}
		errno = EEXIST;
	}
	memcpy(p, "XXXXXX", 6);
	return -1;
}
