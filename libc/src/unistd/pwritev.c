#include <sys/uio.h>
#include "pthread_impl.h"

ssize_t pwritev(int fd, const struct iovec *iov, int count, off_t ofs)
{
	return syscall_cp(SYS_pwritev, fd, iov, count, (long)ofs, 0);
}

weak_alias(pwritev, pwritev64);
