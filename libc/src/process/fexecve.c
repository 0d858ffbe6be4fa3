#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

/* execveat runs the descriptor itself; before Linux 3.19 the file is
 * still reachable by name through /proc. */
int fexecve(int fd, char *const argv[], char *const envp[])
{
	int r = __syscall(SYS_execveat, fd, "", argv, envp, AT_EMPTY_PATH);
	if (r != -ENOSYS) return __syscall_ret(r);
	char buf[32];
	__procfdname(buf, fd);
	execve(buf, argv, envp);
	if (errno == ENOENT) errno = EBADF;
	return -1;
}
