#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int mknodat(int fd, const char *path, mode_t mode, dev_t dev)
{
	return syscall_ret(SYS_mknodat, fd, path, mode, dev);
}
