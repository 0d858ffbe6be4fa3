#include <sys/socket.h>
#include "syscall.h"

int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return syscall_ret(SYS_accept4, fd, addr, len, 0);
}
