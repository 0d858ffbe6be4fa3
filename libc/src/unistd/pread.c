#include <unistd.h>
#include "pthread_impl.h"

ssize_t pread(int fd, void *buf, size_t size, off_t ofs)
{
	return syscall_cp(SYS_pread64, fd, buf, size, ofs);
}

weak_alias(pread, pread64);
