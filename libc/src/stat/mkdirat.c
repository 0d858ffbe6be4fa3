#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int mkdirat(int fd, const char *path, mode_t mode)
{
	return syscall_ret(SYS_mkdirat, fd, path, mode);
}
