#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int lstat(const char *restrict path, struct stat *restrict st)
{
	return syscall_ret(SYS_newfstatat, AT_FDCWD, path, st, AT_SYMLINK_NOFOLLOW);
}

weak_alias(lstat, lstat64);
