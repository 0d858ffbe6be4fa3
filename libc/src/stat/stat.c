#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int stat(const char *restrict path, struct stat *restrict st)
{
	return syscall_ret(SYS_newfstatat, AT_FDCWD, path, st, 0);
}

weak_alias(stat, stat64);
