#include <sys/socket.h>
#include "pthread_impl.h"

int connect(int fd, const struct sockaddr *addr, socklen_t len)
{
	return syscall_cp(SYS_connect, fd, addr, len);
}
