#include <fcntl.h>
#include "stdio_impl.h"

/* aarch64 has no rename syscall: renameat serves both arches. */
int rename(const char *old, const char *new)
{
	return __syscall_ret(__syscall(SYS_renameat, AT_FDCWD, old, AT_FDCWD, new));
}
