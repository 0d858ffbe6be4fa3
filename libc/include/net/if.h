#ifndef _NET_IF_H
#define _NET_IF_H

#include <features.h>

#define IF_NAMESIZE 16

struct if_nameindex {
	unsigned int if_index;
	char *if_name;
};

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#include <sys/socket.h>

/* The kernel's <linux/if.h> defines the same names. Whichever of the two
 * comes first defines them: included before, it has (each item it
 * defined is marked by its __UAPI_DEF_IF_* macro, nonzero); included
 * after, it finds those macros 0 (its <linux/libc-compat.h> keeps a value
 * already set by a C library other than glibc) and leaves them out. The
 * structures have the same layout either way. */
#if !(defined(_LINUX_IF_H) && __UAPI_DEF_IF_IFNAMSIZ)
#define IFNAMSIZ IF_NAMESIZE
#endif
#undef __UAPI_DEF_IF_IFNAMSIZ
#define __UAPI_DEF_IF_IFNAMSIZ 0

#if !(defined(_LINUX_IF_H) && __UAPI_DEF_IF_NET_DEVICE_FLAGS)
enum {
	IFF_UP = 0x1,
#define IFF_UP IFF_UP
	IFF_BROADCAST = 0x2,
#define IFF_BROADCAST IFF_BROADCAST
	IFF_DEBUG = 0x4,
#define IFF_DEBUG IFF_DEBUG
	IFF_LOOPBACK = 0x8,
#define IFF_LOOPBACK IFF_LOOPBACK
	IFF_POINTOPOINT = 0x10,
#define IFF_POINTOPOINT IFF_POINTOPOINT
	IFF_NOTRAILERS = 0x20,
#define IFF_NOTRAILERS IFF_NOTRAILERS
	IFF_RUNNING = 0x40,
#define IFF_RUNNING IFF_RUNNING
	IFF_NOARP = 0x80,
#define IFF_NOARP IFF_NOARP
	IFF_PROMISC = 0x100,
#define IFF_PROMISC IFF_PROMISC
	IFF_ALLMULTI = 0x200,
#define IFF_ALLMULTI IFF_ALLMULTI
	IFF_MASTER = 0x400,
#define IFF_MASTER IFF_MASTER
	IFF_SLAVE = 0x800,
#define IFF_SLAVE IFF_SLAVE
	IFF_MULTICAST = 0x1000,
#define IFF_MULTICAST IFF_MULTICAST
	IFF_PORTSEL = 0x2000,
#define IFF_PORTSEL IFF_PORTSEL
	IFF_AUTOMEDIA = 0x4000,
#define IFF_AUTOMEDIA IFF_AUTOMEDIA
	IFF_DYNAMIC = 0x8000
#define IFF_DYNAMIC IFF_DYNAMIC
};
#endif
#undef __UAPI_DEF_IF_NET_DEVICE_FLAGS
#define __UAPI_DEF_IF_NET_DEVICE_FLAGS 0

#if !(defined(_LINUX_IF_H) && __UAPI_DEF_IF_IFMAP)
struct ifmap {
	unsigned long mem_start;
	unsigned long mem_end;
	unsigned short base_addr;
	unsigned char irq;
	unsigned char dma;
	unsigned char port;
};
#endif
#undef __UAPI_DEF_IF_IFMAP
#define __UAPI_DEF_IF_IFMAP 0

#define IFHWADDRLEN 6
#if !(defined(_LINUX_IF_H) && __UAPI_DEF_IF_IFREQ)
struct ifreq {
	union {
		char ifrn_name[IFNAMSIZ];
	} ifr_ifrn;
	union {
		struct sockaddr ifru_addr;
		struct sockaddr ifru_dstaddr;
		struct sockaddr ifru_broadaddr;
		struct sockaddr ifru_netmask;
		struct sockaddr ifru_hwaddr;
		short ifru_flags;
		int ifru_ivalue;
		int ifru_mtu;
		struct ifmap ifru_map;
		char ifru_slave[IFNAMSIZ];
		char ifru_newname[IFNAMSIZ];
		char *ifru_data;
	} ifr_ifru;
};
#endif
#undef __UAPI_DEF_IF_IFREQ
#define __UAPI_DEF_IF_IFREQ 0
/* Spelled token for token as the kernel's, which defines them whatever
 * the order. */
#define ifr_name ifr_ifrn.ifrn_name
#define ifr_hwaddr ifr_ifru.ifru_hwaddr
#define ifr_addr ifr_ifru.ifru_addr
#define ifr_dstaddr ifr_ifru.ifru_dstaddr
#define ifr_broadaddr ifr_ifru.ifru_broadaddr
#define ifr_netmask ifr_ifru.ifru_netmask
#define ifr_flags ifr_ifru.ifru_flags
#define ifr_metric ifr_ifru.ifru_ivalue
#define ifr_mtu ifr_ifru.ifru_mtu
#define ifr_map ifr_ifru.ifru_map
#define ifr_slave ifr_ifru.ifru_slave
#define ifr_data ifr_ifru.ifru_data
#define ifr_ifindex ifr_ifru.ifru_ivalue
#define ifr_bandwidth ifr_ifru.ifru_ivalue
#define ifr_qlen ifr_ifru.ifru_ivalue
#define ifr_newname ifr_ifru.ifru_newname

#if !(defined(_LINUX_IF_H) && __UAPI_DEF_IF_IFCONF)
struct ifconf {
	int ifc_len;
	union {
		char *ifcu_buf;
		struct ifreq *ifcu_req;
	} ifc_ifcu;
};
#endif
#undef __UAPI_DEF_IF_IFCONF
#define __UAPI_DEF_IF_IFCONF 0
#define ifc_buf ifc_ifcu.ifcu_buf
#define ifc_req ifc_ifcu.ifcu_req
#endif

__BEGIN_DECLS

unsigned int if_nametoindex(const char *);
char *if_indextoname(unsigned int, char *);
struct if_nameindex *if_nameindex(void);
void if_freenameindex(struct if_nameindex *);

__END_DECLS

#endif
