#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

ssize_t readlink(const char *restrict path, char *restrict buf, size_t size)
{
	return readlinkat(AT_FDCWD, path, buf, size);
}
