#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

int symlink(const char *existing, const char *new)
{
	return syscall_ret(SYS_symlinkat, existing, AT_FDCWD, new);
}
