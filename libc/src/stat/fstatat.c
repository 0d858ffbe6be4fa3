#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int fstatat(int fd, const char *restrict path, struct stat *restrict st, int flag)
{
	return syscall_ret(SYS_newfstatat, fd, path, st, flag);
}

weak_alias(fstatat, fstatat64);
