#define _GNU_SOURCE
#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int statx(int fd, const char *restrict path, int flags, unsigned mask, struct statx *restrict stx)
{
	return syscall_ret(SYS_statx, fd, path, flags, mask, stx);
}
