#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int chmod(const char *path, mode_t mode)
{
	return syscall_ret(SYS_fchmodat, AT_FDCWD, path, mode);
}
