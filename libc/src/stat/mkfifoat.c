#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int mkfifoat(int fd, const char *path, mode_t mode)
{
	return syscall_ret(SYS_mknodat, fd, path, mode | S_IFIFO, 0);
}
