#define _GNU_SOURCE /* struct ifreq */
#include <errno.h>
#include <net/if.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include "syscall.h"

/* The kernel answers interface ioctls on any socket; AF_UNIX needs no
 * network configuration at all. */
unsigned if_nametoindex(const char *name)
{
	struct ifreq ifr;
	size_t n = strnlen(name, IF_NAMESIZE);
	if (n == IF_NAMESIZE) {
		errno = ENODEV;
		return 0;
	}
	memset(&ifr, 0, sizeof ifr);
	memcpy(ifr.ifr_name, name, n);
	int fd = __syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		errno = -fd;
		return 0;
	}
	long r = __syscall(SYS_ioctl, fd, SIOCGIFINDEX, &ifr);
	__syscall(SYS_close, fd);
	if (r < 0) {
		errno = -r;
		return 0;
	}
	return ifr.ifr_ifindex;
}
