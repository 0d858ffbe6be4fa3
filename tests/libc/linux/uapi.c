/* The kernel's UAPI headers in each arch's sysroot (toolchain/uapi-headers.sh)
 * work beside polyport's own: the ones GNU packages include, together with
 * <fcntl.h>, <sys/ioctl.h> and <sys/socket.h> in one unit, and what they
 * define drives the kernel as it should. The same file builds against
 * glibc with the host's kernel headers. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <net/if.h>
#include <netinet/in.h>
#include <linux/fs.h>
#include <linux/falloc.h>
#include <asm/ioctls.h>
#include <linux/if.h>
#include <linux/in6.h>
#include <linux/ipv6.h>
#include <linux/sockios.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/input.h>
#include <linux/version.h>
#include <asm/unistd.h>
#include "check.h"

int main(void)
{
	/* <linux/version.h>: the headers are a real kernel's. */
	CHECK(LINUX_VERSION_CODE >= KERNEL_VERSION(4, 0, 0));
	/* <asm/unistd.h>: the kernel's own syscall numbers. */
	CHECK_INT(syscall(__NR_getpid), getpid());

	/* <asm/ioctls.h>: FIONREAD on a pipe counts the bytes waiting. */
	int p[2], n = -1;
	CHECK_INT(pipe(p), 0);
	CHECK_INT(write(p[1], "hello", 5), 5);
	CHECK_INT(ioctl(p[0], FIONREAD, &n), 0);
	CHECK_INT(n, 5);
	close(p[0]);
	close(p[1]);

	/* <linux/falloc.h>: a punched hole reads back as zeros and keeps the
	 * size; <linux/fs.h>: FIGETBSZ gives the file system's block size. */
	char path[] = "/tmp/uapi.XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	unlink(path);
	static char buf[65536];
	memset(buf, 'x', sizeof buf);
	CHECK_INT(write(fd, buf, sizeof buf), (int)sizeof buf);
	int bsz = 0;
	CHECK_INT(ioctl(fd, FIGETBSZ, &bsz), 0);
	CHECK(bsz >= 512 && (bsz & (bsz - 1)) == 0);
	int r = fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 0, 32768);
	if (r == 0) {
		struct stat st;
		CHECK_INT(fstat(fd, &st), 0);
		CHECK_INT(st.st_size, 65536);
		CHECK_INT(pread(fd, buf, 4, 100), 4);
		CHECK_MEM(buf, "\0\0\0\0", 4);
		CHECK_INT(pread(fd, buf, 4, 40000), 4);
		CHECK_MEM(buf, "xxxx", 4);
	} else {
		CHECK_INT(errno, EOPNOTSUPP); /* a file system without holes */
	}
	close(fd);

	/* <linux/if.h>: struct ifreq and SIOCGIF* name the loopback device. */
	int s = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(s >= 0);
	struct ifreq ifr;
	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_name, "lo");
	CHECK_INT(ioctl(s, SIOCGIFFLAGS, &ifr), 0);
	CHECK(ifr.ifr_flags & IFF_LOOPBACK);
	CHECK_INT(ioctl(s, SIOCGIFINDEX, &ifr), 0);
	CHECK(ifr.ifr_ifindex > 0);
	/* <net/if.h> before <linux/if.h>: the libc's functions, the
	 * structure from whichever header defined it. */
	CHECK_INT(if_nametoindex("lo"), ifr.ifr_ifindex);
	/* <netinet/in.h> with <linux/in6.h>: one struct in6_addr. */
	struct sockaddr_in6 sin6;
	memset(&sin6, 0, sizeof sin6);
	sin6.sin6_addr = in6addr_loopback;
	CHECK(IN6_IS_ADDR_LOOPBACK(&sin6.sin6_addr));
	CHECK_INT(sin6.sin6_addr.s6_addr[15], 1);
	struct ipv6_mreq mr;
	mr.ipv6mr_interface = 3;
	CHECK_INT(mr.ipv6mr_interface, 3);
	close(s);

	/* <linux/netlink.h>: a route socket bound with struct sockaddr_nl
	 * gets its port id from the kernel. */
	s = socket(AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	CHECK(s >= 0);
	struct sockaddr_nl nl;
	memset(&nl, 0, sizeof nl);
	nl.nl_family = AF_NETLINK;
	CHECK_INT(bind(s, (struct sockaddr *)&nl, sizeof nl), 0);
	socklen_t len = sizeof nl;
	memset(&nl, 0, sizeof nl);
	CHECK_INT(getsockname(s, (struct sockaddr *)&nl, &len), 0);
	CHECK_INT(len, (int)sizeof nl);
	CHECK_INT(nl.nl_family, AF_NETLINK);
	CHECK(nl.nl_pid != 0);
	close(s);

	/* <linux/input.h>: an event is a struct timeval and type, code, value. */
	struct input_event ev;
	CHECK_INT(sizeof ev, sizeof(struct timeval) + 8);
	CHECK_INT(EV_KEY, 1);
	CHECK_UINT(EVIOCGVERSION, _IOR('E', 0x01, int));
	return check_done();
}
