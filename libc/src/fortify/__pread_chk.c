#include <unistd.h>
#include "fortify.h"

ssize_t __pread_chk(int fd, void *buf, size_t n, off_t off, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("pread");
	return pread(fd, buf, n, off);
}

/* off_t is 64-bit on both arches: glibc's LFS name is the same call. */
ssize_t __pread64_chk(int fd, void *buf, size_t n, off_t off, size_t buflen)
{
	if (n > buflen) __pp_chk_fail("pread64");
	return pread(fd, buf, n, off);
}
