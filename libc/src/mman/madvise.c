#include <sys/mman.h>
#include "syscall.h"

int __madvise(void *addr, size_t len, int advice)
{
	return syscall_ret(SYS_madvise, addr, len, advice);
}

weak_alias(__madvise, madvise);
