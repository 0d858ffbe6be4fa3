#include <sys/stat.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>
#include "syscall.h"

/* The kernel refuses fchmod on O_PATH descriptors (EBADF); the same
 * file is still reachable by name through /proc. */
int fchmod(int fd, mode_t mode)
{
	int r = __syscall(SYS_fchmod, fd, mode);
	if (r != -EBADF || __syscall(SYS_fcntl, fd, F_GETFD) < 0)
		return __syscall_ret(r);
	char buf[32];
	__procfdname(buf, fd);
	return syscall_ret(SYS_fchmodat, AT_FDCWD, buf, mode);
}
