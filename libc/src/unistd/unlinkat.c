#include <unistd.h>
#include "syscall.h"

int unlinkat(int fd, const char *path, int flag)
{
	return syscall_ret(SYS_unlinkat, fd, path, flag);
}
