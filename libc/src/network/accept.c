#include <sys/socket.h>
#include "pthread_impl.h"

int accept(int fd, struct sockaddr *restrict addr, socklen_t *restrict len)
{
	return syscall_cp(SYS_accept4, fd, addr, len, 0);
}
