#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int utimensat(int fd, const char *path, const struct timespec times[2], int flags)
{
	return syscall_ret(SYS_utimensat, fd, path, times, flags);
}
