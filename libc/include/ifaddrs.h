#ifndef _IFADDRS_H
#define _IFADDRS_H

#include <features.h>
#include <sys/socket.h>

/* One entry per interface (AF_PACKET, with its link-level address and
 * statistics) and one per address of an interface (AF_INET, AF_INET6). */
struct ifaddrs {
	struct ifaddrs *ifa_next;
	char *ifa_name;
	unsigned int ifa_flags;
	struct sockaddr *ifa_addr;
	struct sockaddr *ifa_netmask;
	union {
		struct sockaddr *ifu_broadaddr;
		struct sockaddr *ifu_dstaddr;
	} ifa_ifu;
	void *ifa_data;
};
#define ifa_broadaddr ifa_ifu.ifu_broadaddr
#define ifa_dstaddr ifa_ifu.ifu_dstaddr

__BEGIN_DECLS

int getifaddrs(struct ifaddrs **);
void freeifaddrs(struct ifaddrs *);

__END_DECLS

#endif
