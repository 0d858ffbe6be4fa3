#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int mkfifo(const char *path, mode_t mode)
{
	return syscall_ret(SYS_mknodat, AT_FDCWD, path, mode | S_IFIFO, 0);
}
