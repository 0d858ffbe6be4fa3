#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int access(const char *path, int mode)
{
	return syscall_ret(SYS_faccessat, AT_FDCWD, path, mode);
}
