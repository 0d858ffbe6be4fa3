#include <sys/uio.h>
#include "pthread_impl.h"

/* The kernel takes the offset split in two longs (low, high) on every
 * arch; on LP64 the high half is simply 0. */
ssize_t preadv(int fd, const struct iovec *iov, int count, off_t ofs)
{
	return syscall_cp(SYS_preadv, fd, iov, count, (long)ofs, 0);
}

weak_alias(preadv, preadv64);
