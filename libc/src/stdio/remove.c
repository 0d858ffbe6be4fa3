#include <fcntl.h>
#include "stdio_impl.h"

/* A file or an empty directory. unlinkat on a directory fails with
 * EISDIR on Linux (and EPERM on some filesystems), then rmdir decides. */
int remove(const char *path)
{
	long r = __syscall(SYS_unlinkat, AT_FDCWD, path, 0);
	if (r == -EISDIR || r == -EPERM) {
		long r2 = __syscall(SYS_unlinkat, AT_FDCWD, path, AT_REMOVEDIR);
		if (r2 != -ENOTDIR) r = r2;
	}
	return __syscall_ret(r);
}
