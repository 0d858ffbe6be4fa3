#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include "netlink.h"
#include "syscall.h"

struct nl_addr {
	sa_family_t family;
	unsigned short pad;
	uint32_t pid, groups;
};

/* One netlink datagram is one read, and a short buffer would cut it:
 * each is peeked first, MSG_TRUNC giving its whole length. (The peek
 * reads into the buffer, not into none: qemu-user translates what it
 * reads.) Datagrams not from the kernel (port 0) are dropped. */
static ssize_t recv_whole(int fd, char **buf, size_t *cap)
{
	struct nl_addr from;
	socklen_t len;
	ssize_t n;
	for (;;) {
		if (!*cap) {
			if (!(*buf = malloc(16384))) return -ENOMEM;
			*cap = 16384;
		}
		do n = __syscall(SYS_recvfrom, fd, *buf, *cap, MSG_PEEK | MSG_TRUNC, 0, 0);
		while (n == -EINTR);
		if (n < 0) return n;
		if ((size_t)n > *cap) {
			char *p = realloc(*buf, n);
			if (!p) return -ENOMEM;
			*buf = p;
			*cap = n;
		}
		do {
			len = sizeof from;
			n = __syscall(SYS_recvfrom, fd, *buf, *cap, 0, &from, &len);
		} while (n == -EINTR);
		if (n < 0 || (len >= sizeof from && from.family == AF_NETLINK && !from.pid)) return n;
	}
}

/* The answer to a dump of TYPE (RTM_GET*) comes as messages of the
 * matching RTM_NEW* type, 2 below it, then NLMSG_DONE. */
static int dump(int fd, int type, int (*cb)(void *, struct nlmsghdr *), void *ctx)
{
	static const struct nl_addr kernel = { AF_NETLINK, 0, 0, 0 };
	struct {
		struct nlmsghdr h;
		unsigned char family, pad[3];
	} req = { { sizeof req, type, NLM_F_REQUEST | NLM_F_DUMP, 1, 0 }, AF_UNSPEC, { 0 } };
	long r = __syscall(SYS_sendto, fd, &req, sizeof req, 0, &kernel, sizeof kernel);
	if (r < 0) return r;
	char *buf = 0;
	size_t cap = 0;
	for (r = 0; !r; ) {
		ssize_t n = recv_whole(fd, &buf, &cap);
		if (n <= 0) {
			r = n ? n : -EPROTO;
			break;
		}
		size_t off = 0;
		while (!r && n - off >= sizeof(struct nlmsghdr)) {
			struct nlmsghdr *h = (void *)(buf + off);
			if (h->nlmsg_len < sizeof *h || h->nlmsg_len > n - off) {
				r = -EBADMSG;
				break;
			}
			off += NL_ALIGN(h->nlmsg_len) < n - off ? NL_ALIGN(h->nlmsg_len) : n - off;
			/* Only the answer to this request. */
			if (h->nlmsg_seq != 1) continue;
			if (h->nlmsg_type == NLMSG_DONE) {
				r = 1;
			} else if (h->nlmsg_type == NLMSG_ERROR) {
				int e = 0;
				if (h->nlmsg_len >= sizeof *h + sizeof e)
					memcpy(&e, NL_DATA(h), sizeof e);
				r = e < 0 ? e : -EPROTO;
			} else if (h->nlmsg_type == type - 2) {
				r = cb(ctx, h);
			}
		}
	}
	free(buf);
	return r < 0 ? r : 0;
}

int __rtnl_dump(int type, int (*cb)(void *, struct nlmsghdr *), void *ctx)
{
	int fd = __syscall(SYS_socket, AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	if (fd < 0) {
		errno = -fd;
		return -1;
	}
	int r = dump(fd, type, cb, ctx);
	__syscall(SYS_close, fd);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return 0;
}

void __rtnl_attrs(struct nlmsghdr *h, size_t hdrlen,
	void (*cb)(void *, struct rtattr *), void *ctx)
{
	size_t off = NL_ALIGN(sizeof *h) + NL_ALIGN(hdrlen);
	while (off + sizeof(struct rtattr) <= h->nlmsg_len) {
		struct rtattr *a = (void *)((char *)h + off);
		if (a->rta_len < sizeof *a || a->rta_len > h->nlmsg_len - off) return;
		cb(ctx, a);
		off += NL_ALIGN(a->rta_len);
	}
}
