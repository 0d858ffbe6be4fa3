#include <sys/socket.h>
#include "pthread_impl.h"

ssize_t recvfrom(int fd, void *restrict buf, size_t len, int flags, struct sockaddr *restrict addr, socklen_t *restrict alen)
{
	return syscall_cp(SYS_recvfrom, fd, buf, len, flags, addr, alen);
}
