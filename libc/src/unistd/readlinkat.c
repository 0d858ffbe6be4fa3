#include <unistd.h>
#include "syscall.h"

ssize_t readlinkat(int fd, const char *restrict path, char *restrict buf, size_t size)
{
	return syscall_ret(SYS_readlinkat, fd, path, buf, size);
}
