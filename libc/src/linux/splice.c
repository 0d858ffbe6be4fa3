#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

ssize_t splice(int fd_in, off_t *off_in, int fd_out, off_t *off_out, size_t len, unsigned flags)
{
	return syscall_ret(SYS_splice, fd_in, off_in, fd_out, off_out, len, flags);
}

ssize_t tee(int src, int dest, size_t len, unsigned flags)
{
	return syscall_ret(SYS_tee, src, dest, len, flags);
}

ssize_t vmsplice(int fd, const struct iovec *iov, size_t cnt, unsigned flags)
{
	return syscall_ret(SYS_vmsplice, fd, iov, cnt, flags);
}
