#include <fcntl.h>
#include <stdarg.h>
#include "pthread_impl.h"
#include "../zip/__zipfs.h"

/* Every arch has openat; aarch64 has no open syscall at all. */
int open(const char *path, int flags, ...)
{
	if (__zipfs_path(path)) return __syscall_ret(__zipfs_open(path, flags));
	mode_t mode = 0;
	if ((flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	return syscall_cp(SYS_openat, AT_FDCWD, path, flags | O_LARGEFILE, mode);
}

weak_alias(open, open64);
