#include <unistd.h>
#include "syscall.h"

int dup(int fd)
{
	return syscall_ret(SYS_dup, fd);
}
