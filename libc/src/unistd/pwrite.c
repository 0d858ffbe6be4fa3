#include <unistd.h>
#include "pthread_impl.h"

ssize_t pwrite(int fd, const void *buf, size_t size, off_t ofs)
{
	return syscall_cp(SYS_pwrite64, fd, buf, size, ofs);
}

weak_alias(pwrite, pwrite64);
