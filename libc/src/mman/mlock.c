#include <sys/mman.h>
#include "syscall.h"

int mlock(const void *addr, size_t len)
{
	return syscall_ret(SYS_mlock, addr, len);
}

int munlock(const void *addr, size_t len)
{
	return syscall_ret(SYS_munlock, addr, len);
}
