#include <unistd.h>
#include "syscall.h"

int chroot(const char *path)
{
	return syscall_ret(SYS_chroot, path);
}
