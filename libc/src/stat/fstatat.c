#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"
#include "../zip/__zipfs.h"

int fstatat(int fd, const char *restrict path, struct stat *restrict st, int flag)
{
	if (__zipfs_path(path)) return __syscall_ret(__zipfs_stat(path, st));
	return syscall_ret(SYS_newfstatat, fd, path, st, flag);
}

weak_alias(fstatat, fstatat64);
