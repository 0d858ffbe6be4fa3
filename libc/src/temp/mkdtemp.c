#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

char *mkdtemp(char *t)
{
	char *p = __temp_slot(t, 0);
	if (!p) return 0;
	for (int tries = 0; tries < 1000; tries++) {
		__temp_fill(p);
		long r = __syscall(SYS_mkdirat, AT_FDCWD, t, 0700);
		if (!r) return t;
		if (r != -EEXIST) {
			errno = -r;
			break;
		}
		errno = EEXIST;
	}
	memcpy(p, "XXXXXX", 6);
	return 0;
}
