#define _GNU_SOURCE
#include <stdlib.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

/* Racy by design (the name can be taken before it is used); kept for old
 * programs. Failure leaves an empty string, as glibc does. */
char *mktemp(char *t)
{
	char *p = __temp_slot(t, 0);
	if (!p) {
		if (t) *t = 0;
		return t;
	}
	for (int tries = 0; tries < 1000; tries++) {
		/* Room for any arch's struct stat; only the result matters. */
		long st[32];
		__temp_fill(p);
		long r = __syscall(SYS_newfstatat, AT_FDCWD, t, st, AT_SYMLINK_NOFOLLOW);
		if (r == -ENOENT) return t;
		if (r) {
			errno = -r;
			break;
		}
	}
	*t = 0;
	return t;
}
