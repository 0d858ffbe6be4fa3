#include <sys/mman.h>
#include "pthread_impl.h"

int msync(void *start, size_t len, int flags)
{
	return syscall_cp(SYS_msync, start, len, flags);
}
