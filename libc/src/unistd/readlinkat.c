#include <unistd.h>
#include "syscall.h"

/* A zero-length buffer is EINVAL to the kernel but POSIX leaves it open;
 * give the caller a one-byte scratch so "is it a link?" still works. */
ssize_t readlinkat(int fd, const char *restrict path, char *restrict buf, size_t size)
{
	char dummy[1];
	if (!size) {
		buf = dummy;
		size = 1;
	}
	int r = __syscall(SYS_readlinkat, fd, path, buf, size);
	if (buf == dummy && r > 0) r = 0;
	return __syscall_ret(r);
}
