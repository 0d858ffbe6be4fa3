#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int fstat(int fd, struct stat *st)
{
	return syscall_ret(SYS_fstat, fd, st);
}

weak_alias(fstat, fstat64);
