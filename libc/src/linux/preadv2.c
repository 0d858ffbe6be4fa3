#define _GNU_SOURCE
#include <sys/uio.h>
#include "pthread_impl.h"

/* Offset -1 means "the current position", as for readv. */
ssize_t preadv2(int fd, const struct iovec *iov, int count, off_t ofs, int flags)
{
	return syscall_cp(SYS_preadv2, fd, iov, count, (long)ofs, 0, flags);
}

ssize_t pwritev2(int fd, const struct iovec *iov, int count, off_t ofs, int flags)
{
	return syscall_cp(SYS_pwritev2, fd, iov, count, (long)ofs, 0, flags);
}
