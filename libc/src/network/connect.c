#include <sys/socket.h>
#include "syscall.h"

int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
	return syscall_ret(SYS_connect, fd, addr, len);
}
