#include <unistd.h>
#include "syscall.h"

int ftruncate(int fd, off_t length)
{
	return syscall_ret(SYS_ftruncate, fd, length);
}

weak_alias(ftruncate, ftruncate64);
