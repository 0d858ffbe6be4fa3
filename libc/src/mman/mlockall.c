#include <sys/mman.h>
#include "syscall.h"

int mlockall(int flags)
{
	return syscall_ret(SYS_mlockall, flags);
}

int munlockall(void)
{
	return syscall_ret(SYS_munlockall);
}
