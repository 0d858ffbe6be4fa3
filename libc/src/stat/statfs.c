#include <sys/statfs.h>
#include "syscall.h"

int statfs(const char *path, struct statfs *buf)
{
	return syscall_ret(SYS_statfs, path, buf);
}

int fstatfs(int fd, struct statfs *buf)
{
	return syscall_ret(SYS_fstatfs, fd, buf);
}

weak_alias(statfs, statfs64);
weak_alias(fstatfs, fstatfs64);
