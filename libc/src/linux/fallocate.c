#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

#undef fallocate64

int fallocate(int fd, int mode, off_t base, off_t len)
{
	return syscall_ret(SYS_fallocate, fd, mode, base, len);
}

weak_alias(fallocate, fallocate64);
