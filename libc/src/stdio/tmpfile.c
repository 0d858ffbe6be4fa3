#include <fcntl.h>
#include <string.h>
#include "stdio_impl.h"

/* An anonymous file: O_TMPFILE where the filesystem supports it, else a
 * fresh name created exclusively and unlinked at once. */
FILE *tmpfile(void)
{
	char name[] = "/tmp/tmpfile_XXXXXX";
	long fd = __syscall(SYS_openat, AT_FDCWD, "/tmp", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
	for (int try = 0; fd < 0 && try < 100; try++) {
		__randname(name + 13);
		fd = __syscall(SYS_openat, AT_FDCWD, name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
		if (fd >= 0) __syscall(SYS_unlinkat, AT_FDCWD, name, 0);
		else if (fd != -EEXIST) break;
	}
	if (fd < 0) {
		errno = -fd;
		return 0;
	}
	/* O_CLOEXEC only closed the window; tmpfile's fd is inheritable. */
	__syscall(SYS_fcntl, fd, F_SETFD, 0);
	FILE *f = __fdopen(fd, "w+");
	if (!f) __syscall(SYS_close, fd);
	return f;
}

weak_alias(tmpfile, tmpfile64);
