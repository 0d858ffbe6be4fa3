#define _GNU_SOURCE /* struct ifreq */
#include <errno.h>
#include <net/if.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include "syscall.h"

char *if_indextoname(unsigned index, char *name)
{
	struct ifreq ifr;
	memset(&ifr, 0, sizeof ifr);
	ifr.ifr_ifindex = index;
	/* An index past INT_MAX names no interface. */
	if (ifr.ifr_ifindex <= 0) {
		errno = ENXIO;
		return 0;
	}
	int fd = __syscall(SYS_socket, AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		errno = -fd;
		return 0;
	}
	long r = __syscall(SYS_ioctl, fd, SIOCGIFNAME, &ifr);
	__syscall(SYS_close, fd);
	if (r < 0) {
		/* POSIX's error for "no such index" is ENXIO; the kernel says
		 * ENODEV (glibc maps it the same way). */
		errno = r == -ENODEV ? ENXIO : -r;
		return 0;
	}
	memcpy(name, ifr.ifr_name, IF_NAMESIZE);
	name[IF_NAMESIZE - 1] = 0;
	return name;
}
