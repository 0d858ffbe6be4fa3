#include <sys/stat.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

/* utimensat with a null path acts on the descriptor itself; but for
 * AT_FDCWD (negative) the kernel reads the null path and says EFAULT,
 * where a bad descriptor is EBADF (POSIX, glibc; gnulib's probe
 * replaces futimens otherwise). */
int futimens(int fd, const struct timespec times[2])
{
	if (fd < 0) return __syscall_ret(-EBADF);
	return syscall_ret(SYS_utimensat, fd, 0, times, 0);
}
