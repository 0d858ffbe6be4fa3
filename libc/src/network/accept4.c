#include <sys/socket.h>
#include "syscall.h"

int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags)
{
	return syscall_ret(SYS_accept4, fd, addr, len, flags);
}
