#include <sys/mman.h>
#include "syscall.h"

int __munmap(void *start, size_t len)
{
	return syscall_ret(SYS_munmap, start, len);
}

weak_alias(__munmap, munmap);
