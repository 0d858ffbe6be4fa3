#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netpacket/packet.h>
#include <stdlib.h>
#include <string.h>
#include "netlink.h"

/* Two rtnetlink dumps: the links (one AF_PACKET entry each, in the
 * kernel's order), then the addresses (an entry each, named and flagged
 * after their link), as glibc lists them. Each entry is one allocation
 * holding its addresses, name and statistics; freeifaddrs frees them one
 * by one. */

union sa {
	struct sockaddr sa;
	struct sockaddr_in v4;
	struct sockaddr_in6 v6;
	struct {
		struct sockaddr_ll ll;
		unsigned char more[24]; /* link addresses longer than 8 bytes (InfiniBand: 20) */
	} ll;
};

struct entry {
	struct ifaddrs ifa;
	union sa addr, netmask, ifu;
	unsigned index;
	char name[IF_NAMESIZE];
	long long data[];
};

struct list {
	struct ifaddrs *first, **tail;
	size_t links; /* the first LINKS entries are the links */
};

/* One message's attributes of interest: its payload and length. */
struct attrs {
	struct rtattr *a[8]; /* by type: IFLA_* (up to IFLA_STATS) or IFA_* */
};

static void take(void *ctx, struct rtattr *a)
{
	struct attrs *at = ctx;
	if (a->rta_type < sizeof at->a / sizeof at->a[0]) at->a[a->rta_type] = a;
}

static void append(struct list *l, struct entry *e)
{
	*l->tail = &e->ifa;
	l->tail = &e->ifa.ifa_next;
}

static void set_name(struct entry *e, const void *name, size_t n)
{
	if (n >= IF_NAMESIZE) n = IF_NAMESIZE - 1;
	memcpy(e->name, name, n);
	e->name[n] = 0;
	e->ifa.ifa_name = e->name;
}

static struct sockaddr *link_addr(union sa *sa, int index, unsigned short type, struct rtattr *a)
{
	size_t n = RTA_PAYLOAD(a);
	if (n > 8 + sizeof sa->ll.more) n = 8 + sizeof sa->ll.more;
	sa->ll.ll.sll_family = AF_PACKET;
	sa->ll.ll.sll_ifindex = index;
	sa->ll.ll.sll_hatype = type;
	sa->ll.ll.sll_halen = n;
	memcpy(sa->ll.ll.sll_addr, RTA_DATA(a), n);
	return &sa->sa;
}

static int add_link(void *ctx, struct nlmsghdr *h)
{
	struct list *l = ctx;
	const struct ifinfomsg *ifi = NL_DATA(h);
	struct attrs at = { { 0 } };
	if (h->nlmsg_len < NL_ALIGN(sizeof *h) + sizeof *ifi) return 0;
	__rtnl_attrs(h, sizeof *ifi, take, &at);
	if (!at.a[IFLA_IFNAME]) return 0;
	size_t stats = at.a[IFLA_STATS] ? RTA_PAYLOAD(at.a[IFLA_STATS]) : 0;
	struct entry *e = calloc(1, sizeof *e + stats);
	if (!e) return -ENOMEM;
	e->index = ifi->ifi_index;
	e->ifa.ifa_flags = ifi->ifi_flags;
	set_name(e, RTA_DATA(at.a[IFLA_IFNAME]), RTA_PAYLOAD(at.a[IFLA_IFNAME]));
	if (at.a[IFLA_ADDRESS])
		e->ifa.ifa_addr = link_addr(&e->addr, ifi->ifi_index, ifi->ifi_type, at.a[IFLA_ADDRESS]);
	if (at.a[IFLA_BROADCAST])
		e->ifa.ifa_broadaddr = link_addr(&e->ifu, ifi->ifi_index, ifi->ifi_type, at.a[IFLA_BROADCAST]);
	if (stats) {
		/* struct rtnl_link_stats, as the kernel gives it */
		memcpy(e->data, RTA_DATA(at.a[IFLA_STATS]), stats);
		e->ifa.ifa_data = e->data;
	}
	append(l, e);
	l->links++;
	return 0;
}

/* An address of FAMILY from attribute A, or 0 when its length is not the
 * family's. */
static struct sockaddr *ip_addr(union sa *sa, int family, unsigned index, struct rtattr *a)
{
	if (!a) return 0;
	if (family == AF_INET) {
		if (RTA_PAYLOAD(a) != 4) return 0;
		sa->v4.sin_family = AF_INET;
		memcpy(&sa->v4.sin_addr, RTA_DATA(a), 4);
	} else {
		if (RTA_PAYLOAD(a) != 16) return 0;
		sa->v6.sin6_family = AF_INET6;
		memcpy(&sa->v6.sin6_addr, RTA_DATA(a), 16);
		if (IN6_IS_ADDR_LINKLOCAL(&sa->v6.sin6_addr) || IN6_IS_ADDR_MC_LINKLOCAL(&sa->v6.sin6_addr))
			sa->v6.sin6_scope_id = index;
	}
	return &sa->sa;
}

static struct sockaddr *mask(union sa *sa, int family, unsigned prefix)
{
	unsigned char *p;
	unsigned max;
	if (family == AF_INET) {
		sa->v4.sin_family = AF_INET;
		p = (unsigned char *)&sa->v4.sin_addr;
		max = 32;
	} else {
		sa->v6.sin6_family = AF_INET6;
		p = sa->v6.sin6_addr.s6_addr;
		max = 128;
	}
	if (prefix > max) prefix = max;
	memset(p, 0xff, prefix / 8);
	if (prefix % 8) p[prefix / 8] = 0xff << (8 - prefix % 8);
	return &sa->sa;
}

static int add_address(void *ctx, struct nlmsghdr *h)
{
	struct list *l = ctx;
	const struct ifaddrmsg *ifa = NL_DATA(h);
	struct attrs at = { { 0 } };
	if (h->nlmsg_len < NL_ALIGN(sizeof *h) + sizeof *ifa) return 0;
	if (ifa->ifa_family != AF_INET && ifa->ifa_family != AF_INET6) return 0;
	/* The link it belongs to gives the name and the flags; an address
	 * of a link that appeared after the first dump is left out. */
	struct entry *link = (struct entry *)l->first;
	size_t i = 0;
	for (; i < l->links && link->index != ifa->ifa_index; i++)
		link = (struct entry *)link->ifa.ifa_next;
	if (i == l->links) return 0;
	__rtnl_attrs(h, sizeof *ifa, take, &at);
	struct entry *e = calloc(1, sizeof *e);
	if (!e) return -ENOMEM;
	e->index = ifa->ifa_index;
	e->ifa.ifa_flags = link->ifa.ifa_flags;
	if (at.a[IFA_LABEL])
		set_name(e, RTA_DATA(at.a[IFA_LABEL]), RTA_PAYLOAD(at.a[IFA_LABEL]));
	else
		set_name(e, link->name, IF_NAMESIZE);
	/* IFA_LOCAL, when given, is the interface's own address and
	 * IFA_ADDRESS the peer's (the same for a broadcast interface);
	 * IFA_BROADCAST, when given, takes the other slot. glibc fills the
	 * slots this way too. */
	struct rtattr *local = at.a[IFA_LOCAL], *address = at.a[IFA_ADDRESS];
	e->ifa.ifa_addr = ip_addr(&e->addr, ifa->ifa_family, ifa->ifa_index, local ? local : address);
	if (!e->ifa.ifa_addr) {
		free(e);
		return 0;
	}
	if (at.a[IFA_BROADCAST])
		e->ifa.ifa_broadaddr = ip_addr(&e->ifu, ifa->ifa_family, ifa->ifa_index, at.a[IFA_BROADCAST]);
	else if (local && address)
		e->ifa.ifa_dstaddr = ip_addr(&e->ifu, ifa->ifa_family, ifa->ifa_index, address);
	e->ifa.ifa_netmask = mask(&e->netmask, ifa->ifa_family, ifa->ifa_prefixlen);
	append(l, e);
	return 0;
}

int getifaddrs(struct ifaddrs **res)
{
	struct list l = { 0, &l.first, 0 };
	if (__rtnl_dump(RTM_GETLINK, add_link, &l) < 0 ||
	    __rtnl_dump(RTM_GETADDR, add_address, &l) < 0) {
		int e = errno;
		freeifaddrs(l.first);
		errno = e;
		return -1;
	}
	*res = l.first;
	return 0;
}

void freeifaddrs(struct ifaddrs *ifa)
{
	while (ifa) {
		struct ifaddrs *next = ifa->ifa_next;
		free(ifa);
		ifa = next;
	}
}
