#include <sys/socket.h>
#include "fortify.h"

ssize_t __recv_chk(int fd, void *buf, size_t n, size_t buflen, int flags)
{
	if (n > buflen) __pp_chk_fail("recv");
	return recv(fd, buf, n, flags);
}

ssize_t __recvfrom_chk(int fd, void *restrict buf, size_t n, size_t buflen, int flags,
		       struct sockaddr *restrict addr, socklen_t *restrict alen)
{
	if (n > buflen) __pp_chk_fail("recvfrom");
	return recvfrom(fd, buf, n, flags, addr, alen);
}
