#include <fcntl.h>
#include "stdio_impl.h"
#include "../zip/__zipfs.h"

FILE *fopen(const char *restrict name, const char *restrict mode)
{
	int flags = __fmodeflags(mode);
	if (flags < 0) return 0;
	/* open() is not called (a cancellation point, errno): the store
	 * is asked here as open asks it, so fopen reads /zip/ too */
	long fd = __zipfs_path(name) ? __zipfs_open(name, flags)
	                             : __syscall(SYS_openat, AT_FDCWD, name, flags, 0666);
	if (fd < 0) {
		errno = -fd;
		return 0;
	}
	FILE *f = __fdopen(fd, mode);
	if (f) return f;
	__syscall(SYS_close, fd);
	return 0;
}

weak_alias(fopen, fopen64);
