/* getifaddrs against the kernel's other views: each AF_PACKET entry
 * against /sys/class/net and SIOCGIFFLAGS, the AF_INET entries against
 * SIOCGIFCONF and SIOCGIFNETMASK/BRDADDR/DSTADDR, the AF_INET6 entries
 * against /proc/net/if_inet6. lo is always there. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netpacket/packet.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include "check.h"
#include "sysnet.h"

static int sock;

static void check_link(struct ifaddrs *a)
{
	char buf[128];
	long idx = sys_long(a->ifa_name, "ifindex");
	CHECK(idx > 0);
	struct ifreq ifr;
	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_name, a->ifa_name);
	CHECK_INT(ioctl(sock, SIOCGIFFLAGS, &ifr), 0);
	CHECK_INT(a->ifa_flags & 0xffff, ifr.ifr_flags & 0xffff);
	CHECK(a->ifa_netmask == 0);
	CHECK(a->ifa_data != 0); /* struct rtnl_link_stats */
	if (!a->ifa_addr) return; /* a link without an address (a tunnel) */
	struct sockaddr_ll *ll = (struct sockaddr_ll *)a->ifa_addr;
	CHECK_INT(ll->sll_family, AF_PACKET);
	CHECK_INT(ll->sll_ifindex, idx);
	CHECK_INT(ll->sll_hatype, sys_long(a->ifa_name, "type"));
	CHECK_INT(ll->sll_halen, sys_long(a->ifa_name, "addr_len"));
	if (ll->sll_halen <= 8 && !sys_read(a->ifa_name, "address", buf, sizeof buf)) {
		char mine[64] = "";
		for (int i = 0; i < ll->sll_halen; i++)
			snprintf(mine + strlen(mine), sizeof mine - strlen(mine), "%s%02x", i ? ":" : "", ll->sll_addr[i]);
		CHECK_STR(mine, buf);
	}
	if (a->ifa_broadaddr && ll->sll_halen <= 8 && !sys_read(a->ifa_name, "broadcast", buf, sizeof buf)) {
		struct sockaddr_ll *b = (struct sockaddr_ll *)a->ifa_broadaddr;
		char mine[64] = "";
		CHECK_INT(b->sll_family, AF_PACKET);
		for (int i = 0; i < b->sll_halen; i++)
			snprintf(mine + strlen(mine), sizeof mine - strlen(mine), "%s%02x", i ? ":" : "", b->sll_addr[i]);
		CHECK_STR(mine, buf);
	}
}

static int same_v4(struct sockaddr *a, struct sockaddr *b)
{
	return a && b && a->sa_family == AF_INET && b->sa_family == AF_INET &&
		((struct sockaddr_in *)a)->sin_addr.s_addr == ((struct sockaddr_in *)b)->sin_addr.s_addr;
}

/* The entry's interface (its name without a ":label" part) has FLAGS. */
static unsigned link_flags(struct ifaddrs *all, const char *name)
{
	char base[IF_NAMESIZE];
	snprintf(base, sizeof base, "%.*s", (int)strcspn(name, ":"), name);
	for (struct ifaddrs *a = all; a; a = a->ifa_next)
		if (a->ifa_addr && a->ifa_addr->sa_family == AF_PACKET && !strcmp(a->ifa_name, base))
			return a->ifa_flags;
	return 0;
}

static int check_v4(struct ifaddrs *all)
{
	struct ifreq reqs[64];
	struct ifconf ifc;
	ifc.ifc_len = sizeof reqs;
	ifc.ifc_req = reqs;
	CHECK_INT(ioctl(sock, SIOCGIFCONF, &ifc), 0);
	int n = ifc.ifc_len / (int)sizeof reqs[0], seen = 0;
	for (struct ifaddrs *a = all; a; a = a->ifa_next) {
		if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
		seen++;
		CHECK_INT(a->ifa_flags, link_flags(all, a->ifa_name));
		int found = 0;
		for (int i = 0; i < n; i++)
			if (!strcmp(reqs[i].ifr_name, a->ifa_name) && same_v4(&reqs[i].ifr_addr, a->ifa_addr))
				found++;
		CHECK_INT(found, 1);
		/* The netmask and the other address of its primary address. */
		struct ifreq r;
		memset(&r, 0, sizeof r);
		strcpy(r.ifr_name, a->ifa_name);
		CHECK_INT(ioctl(sock, SIOCGIFADDR, &r), 0);
		if (!same_v4(&r.ifr_addr, a->ifa_addr)) continue;
		CHECK_INT(ioctl(sock, SIOCGIFNETMASK, &r), 0);
		CHECK(same_v4(&r.ifr_netmask, a->ifa_netmask));
		if (a->ifa_flags & IFF_BROADCAST) {
			CHECK_INT(ioctl(sock, SIOCGIFBRDADDR, &r), 0);
			CHECK(same_v4(&r.ifr_broadaddr, a->ifa_broadaddr));
		} else if (a->ifa_flags & IFF_POINTOPOINT) {
			CHECK_INT(ioctl(sock, SIOCGIFDSTADDR, &r), 0);
			CHECK(same_v4(&r.ifr_dstaddr, a->ifa_dstaddr));
		}
	}
	CHECK_INT(seen, n);
	return seen;
}

static int check_v6(struct ifaddrs *all)
{
	FILE *f = fopen("/proc/net/if_inet6", "r");
	if (!f) return 0; /* no IPv6 in this kernel */
	char hex[33], name[IF_NAMESIZE + 1];
	unsigned idx, plen, scope, flags;
	int lines = 0, seen = 0;
	while (fscanf(f, "%32s %x %x %x %x %16s", hex, &idx, &plen, &scope, &flags, name) == 6) {
		struct in6_addr want;
		for (int i = 0; i < 16; i++) {
			unsigned b;
			sscanf(hex + 2 * i, "%2x", &b);
			want.s6_addr[i] = b;
		}
		lines++;
		int found = 0;
		for (struct ifaddrs *a = all; a; a = a->ifa_next) {
			if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET6 || strcmp(a->ifa_name, name)) continue;
			struct sockaddr_in6 *s = (struct sockaddr_in6 *)a->ifa_addr;
			if (memcmp(&s->sin6_addr, &want, 16)) continue;
			found++;
			CHECK_INT(s->sin6_scope_id, IN6_IS_ADDR_LINKLOCAL(&want) ? idx : 0);
			CHECK_INT(a->ifa_flags, link_flags(all, name));
			struct sockaddr_in6 *m = (struct sockaddr_in6 *)a->ifa_netmask;
			CHECK(m != 0 && m->sin6_family == AF_INET6);
			unsigned bits = 0;
			for (int i = 0; m && i < 16; i++)
				for (int b = 7; b >= 0; b--)
					bits += m->sin6_addr.s6_addr[i] >> b & 1;
			CHECK_INT(bits, plen);
		}
		CHECK_INT(found, 1);
	}
	fclose(f);
	for (struct ifaddrs *a = all; a; a = a->ifa_next)
		seen += a->ifa_addr && a->ifa_addr->sa_family == AF_INET6;
	CHECK_INT(seen, lines);
	return seen;
}

int main(void)
{
	struct ifaddrs *all = 0;
	sock = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(sock >= 0);
	CHECK_INT(getifaddrs(&all), 0);
	CHECK(all != 0);

	int links = 0, lo = 0;
	for (struct ifaddrs *a = all; a; a = a->ifa_next) {
		CHECK(a->ifa_name != 0);
		CHECK(a->ifa_addr == 0 || a->ifa_addr->sa_family == AF_PACKET ||
		      a->ifa_addr->sa_family == AF_INET || a->ifa_addr->sa_family == AF_INET6);
		/* A link without a link-level address still has its entry
		 * first; one with an address says AF_PACKET. */
		if (a->ifa_addr && a->ifa_addr->sa_family != AF_PACKET) continue;
		links++;
		check_link(a);
		if (!strcmp(a->ifa_name, "lo")) {
			lo++;
			CHECK(a->ifa_flags & IFF_LOOPBACK);
			CHECK_INT(((struct sockaddr_ll *)a->ifa_addr)->sll_hatype, 772); /* ARPHRD_LOOPBACK */
		}
	}
	CHECK_INT(lo, 1);
	CHECK(links >= 1);

	int v4 = check_v4(all);
	check_v6(all);
	/* lo, when up, has 127.0.0.1/8. */
	if (link_flags(all, "lo") & IFF_UP) {
		int found = 0;
		for (struct ifaddrs *a = all; a; a = a->ifa_next) {
			if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET || strcmp(a->ifa_name, "lo")) continue;
			struct sockaddr_in *s = (struct sockaddr_in *)a->ifa_addr, *m = (struct sockaddr_in *)a->ifa_netmask;
			if (s->sin_addr.s_addr != htonl(INADDR_LOOPBACK)) continue;
			found++;
			CHECK_INT(m->sin_addr.s_addr, htonl(0xff000000));
		}
		CHECK_INT(found, 1);
		CHECK(v4 >= 1);
	}
	freeifaddrs(all);

	/* Each call builds a list of its own. */
	for (int i = 0; i < 100; i++) {
		CHECK_INT(getifaddrs(&all), 0);
		freeifaddrs(all);
	}
	freeifaddrs(0);
	close(sock);
	return check_done();
}
