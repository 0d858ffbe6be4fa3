#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"
#include "../zip/__zipfs.h"

int stat(const char *restrict path, struct stat *restrict st)
{
	if (__zipfs_path(path)) return __syscall_ret(__zipfs_stat(path, st));
	return syscall_ret(SYS_newfstatat, AT_FDCWD, path, st, 0);
}

weak_alias(stat, stat64);
