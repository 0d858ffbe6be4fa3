#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"
#include "../zip/__zipfs.h"

int access(const char *path, int mode)
{
	if (__zipfs_path(path)) return __syscall_ret(__zipfs_access(path, mode));
	return syscall_ret(SYS_faccessat, AT_FDCWD, path, mode);
}
