#include <sys/mman.h>
#include "syscall.h"

int memfd_create(const char *name, unsigned flags)
{
	return syscall_ret(SYS_memfd_create, name, flags);
}
