#ifndef NETLINK_H
#define NETLINK_H

/* Private to libc/src/network: the few rtnetlink facts (Linux's
 * <linux/netlink.h>, <linux/rtnetlink.h>, <linux/if_link.h>,
 * <linux/if_addr.h>) that if_nameindex and getifaddrs read. libc does not
 * build against the kernel's headers. */

#include <stdint.h>
#include "libc.h"

#define NETLINK_ROUTE 0

struct nlmsghdr {
	uint32_t nlmsg_len;
	uint16_t nlmsg_type;
	uint16_t nlmsg_flags;
	uint32_t nlmsg_seq;
	uint32_t nlmsg_pid;
};

#define NLM_F_REQUEST 0x001
#define NLM_F_MULTI   0x002
#define NLM_F_DUMP    0x300

#define NLMSG_NOOP  1
#define NLMSG_ERROR 2
#define NLMSG_DONE  3

#define RTM_NEWLINK 16
#define RTM_GETLINK 18
#define RTM_NEWADDR 20
#define RTM_GETADDR 22

struct ifinfomsg {
	unsigned char ifi_family, __pad;
	unsigned short ifi_type;
	int ifi_index;
	unsigned ifi_flags, ifi_change;
};

struct ifaddrmsg {
	uint8_t ifa_family, ifa_prefixlen, ifa_flags, ifa_scope;
	uint32_t ifa_index;
};

struct rtattr {
	unsigned short rta_len, rta_type;
};

#define IFLA_ADDRESS   1
#define IFLA_BROADCAST 2
#define IFLA_IFNAME    3
#define IFLA_STATS     7

#define IFA_ADDRESS   1
#define IFA_LOCAL     2
#define IFA_LABEL     3
#define IFA_BROADCAST 4

/* Messages and attributes are 4-byte aligned. */
#define NL_ALIGN(n) (((n) + 3) & ~(size_t)3)
#define NL_DATA(h) ((void *)((char *)(h) + NL_ALIGN(sizeof(struct nlmsghdr))))
#define RTA_DATA(a) ((void *)((char *)(a) + NL_ALIGN(sizeof(struct rtattr))))
#define RTA_PAYLOAD(a) ((size_t)(a)->rta_len - NL_ALIGN(sizeof(struct rtattr)))

/* Dumps the kernel's table TYPE (RTM_GETLINK, RTM_GETADDR) for every
 * family, calling CB on each well-formed message of the table in the
 * order received. CB returns 0 to go on or a negative errno value to
 * stop; the result is 0 after the whole table, else -1 with errno set. */
hidden int __rtnl_dump(int type, int (*cb)(void *ctx, struct nlmsghdr *h), void *ctx);

/* The attributes after a message's fixed header of HDRLEN bytes: calls
 * CB for each whole one, with its payload length checked against the
 * message. */
hidden void __rtnl_attrs(struct nlmsghdr *h, size_t hdrlen,
	void (*cb)(void *ctx, struct rtattr *a), void *ctx);

#endif
