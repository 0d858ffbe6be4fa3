/* <netinet/in.h>: the IN6_IS_ADDR_* classifiers and the IP/IPv6 socket
 * options with Linux's values; the options are accepted by the kernel. */
#define _GNU_SOURCE
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static struct in6_addr a6(const char *s)
{
	struct in6_addr a;
	memset(&a, 0x55, sizeof a);
	CHECK_INT(inet_pton(AF_INET6, s, &a), 1);
	return a;
}


int main(void)
{
	struct in6_addr a;
	a = a6("::");            CHECK(IN6_IS_ADDR_UNSPECIFIED(&a)); CHECK(!IN6_IS_ADDR_LOOPBACK(&a));
	CHECK(!IN6_IS_ADDR_V4COMPAT(&a));
	a = a6("::1");           CHECK(IN6_IS_ADDR_LOOPBACK(&a)); CHECK(!IN6_IS_ADDR_UNSPECIFIED(&a));
	CHECK(!IN6_IS_ADDR_V4COMPAT(&a));
	a = a6("::2");           CHECK(IN6_IS_ADDR_V4COMPAT(&a)); CHECK(!IN6_IS_ADDR_LOOPBACK(&a));
	a = a6("::1.2.3.4");     CHECK(IN6_IS_ADDR_V4COMPAT(&a)); CHECK(!IN6_IS_ADDR_V4MAPPED(&a));
	a = a6("::ffff:1.2.3.4"); CHECK(IN6_IS_ADDR_V4MAPPED(&a)); CHECK(!IN6_IS_ADDR_V4COMPAT(&a));
	a = a6("::fffe:1.2.3.4"); CHECK(!IN6_IS_ADDR_V4MAPPED(&a));
	a = a6("fe80::1");       CHECK(IN6_IS_ADDR_LINKLOCAL(&a)); CHECK(!IN6_IS_ADDR_SITELOCAL(&a));
	a = a6("febf::1");       CHECK(IN6_IS_ADDR_LINKLOCAL(&a));
	a = a6("fec0::1");       CHECK(IN6_IS_ADDR_SITELOCAL(&a)); CHECK(!IN6_IS_ADDR_LINKLOCAL(&a));
	a = a6("fe00::1");       CHECK(!IN6_IS_ADDR_SITELOCAL(&a)); CHECK(!IN6_IS_ADDR_LINKLOCAL(&a));
	a = a6("2001:db8::1");   CHECK(!IN6_IS_ADDR_MULTICAST(&a)); CHECK(!IN6_IS_ADDR_LINKLOCAL(&a));
	a = a6("ff01::1");       CHECK(IN6_IS_ADDR_MULTICAST(&a)); CHECK(IN6_IS_ADDR_MC_NODELOCAL(&a));
	CHECK(!IN6_IS_ADDR_MC_LINKLOCAL(&a));
	a = a6("ff02::1");       CHECK(IN6_IS_ADDR_MC_LINKLOCAL(&a)); CHECK(!IN6_IS_ADDR_MC_GLOBAL(&a));
	a = a6("ff15::1");       CHECK(IN6_IS_ADDR_MC_SITELOCAL(&a));
	a = a6("ff38::1");       CHECK(IN6_IS_ADDR_MC_ORGLOCAL(&a));
	a = a6("ff0e::1");       CHECK(IN6_IS_ADDR_MC_GLOBAL(&a)); CHECK(!IN6_IS_ADDR_MC_ORGLOCAL(&a));
	a = a6("fe02::1");       CHECK(!IN6_IS_ADDR_MC_LINKLOCAL(&a));
	struct in6_addr b = a6("fe02::1"), c = a6("fe02::2");
	CHECK(IN6_ARE_ADDR_EQUAL(&a, &b)); CHECK(!IN6_ARE_ADDR_EQUAL(&a, &c));
	CHECK(IN6_IS_ADDR_LOOPBACK(&in6addr_loopback)); CHECK(IN6_IS_ADDR_UNSPECIFIED(&in6addr_any));

	/* values are the kernel's */
	CHECK_INT(IPV6_JOIN_GROUP, 20); CHECK_INT(IPV6_LEAVE_GROUP, 21);
	CHECK_INT(IPV6_ADD_MEMBERSHIP, 20); CHECK_INT(IPV6_DROP_MEMBERSHIP, 21);
	CHECK_INT(IPV6_MULTICAST_IF, 17); CHECK_INT(IPV6_MULTICAST_HOPS, 18);
	CHECK_INT(IPV6_MULTICAST_LOOP, 19); CHECK_INT(IPV6_UNICAST_HOPS, 16);
	CHECK_INT(IPV6_V6ONLY, 26); CHECK_INT(IPV6_RECVPKTINFO, 49); CHECK_INT(IPV6_PKTINFO, 50);
	CHECK_INT(IPV6_TCLASS, 67); CHECK_INT(IPV6_HOPLIMIT, 52); CHECK_INT(IPV6_DONTFRAG, 62);
	CHECK_INT(IP_ADD_MEMBERSHIP, 35); CHECK_INT(IP_MULTICAST_TTL, 33); CHECK_INT(IP_PKTINFO, 8);
	CHECK_INT(IP_RECVERR, 11); CHECK_INT(MCAST_JOIN_GROUP, 42); CHECK_INT(IP_MULTICAST_ALL, 49);
	CHECK_INT(IPPROTO_SCTP, 132); CHECK_INT(IPPROTO_UDPLITE, 136); CHECK_INT(IPPROTO_MPTCP, 262);
	CHECK_INT(sizeof(struct ip_mreqn), 12); CHECK_INT(sizeof(struct in6_pktinfo), 20);
	CHECK_INT(sizeof(struct group_req), 136);
	CHECK(IN_MULTICAST(0xe0000001) && !IN_MULTICAST(0x7f000001));

	/* the kernel agrees on what the numbers mean */
	int s = socket(AF_INET6, SOCK_DGRAM, 0);
	if (s >= 0) {
		int hops = 7, got = 0;
		socklen_t len = sizeof got;
		CHECK_INT(setsockopt(s, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, &hops, sizeof hops), 0);
		CHECK_INT(getsockopt(s, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, &got, &len), 0);
		CHECK_INT(got, 7);
		int one = 1;
		CHECK_INT(setsockopt(s, IPPROTO_IPV6, IPV6_RECVPKTINFO, &one, sizeof one), 0);
		close(s);
	}
	s = socket(AF_INET, SOCK_DGRAM, 0);
	CHECK(s >= 0);
	unsigned char ttl = 9, gotc = 0;
	socklen_t len = 1;
	CHECK_INT(setsockopt(s, IPPROTO_IP, IP_MULTICAST_TTL, &ttl, 1), 0);
	CHECK_INT(getsockopt(s, IPPROTO_IP, IP_MULTICAST_TTL, &gotc, &len), 0);
	CHECK_INT(gotc, 9);
	close(s);
	return check_done();
}
