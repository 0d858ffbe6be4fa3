#include <sys/socket.h>
#include "pthread_impl.h"

int accept4(int fd, struct sockaddr *restrict addr, socklen_t *restrict len, int flags)
{
	return syscall_cp(SYS_accept4, fd, addr, len, flags);
}
