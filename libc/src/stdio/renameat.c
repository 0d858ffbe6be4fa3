#include "stdio_impl.h"

int renameat(int oldfd, const char *old, int newfd, const char *new)
{
	return __syscall_ret(__syscall(SYS_renameat, oldfd, old, newfd, new));
}
