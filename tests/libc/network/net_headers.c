/* The packet and interface headers: layouts (sizes and offsets the
 * kernel and the wire fix), both the BSD and the Linux field names where
 * glibc has both (each pair must name the same bytes), and the macros
 * programs use. Built against glibc too, so every expectation is
 * glibc's. */
#define _GNU_SOURCE
#include <net/ethernet.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <netinet/icmp6.h>
#include <netinet/if_ether.h>
#include <netinet/in.h>
#include <netinet/in_systm.h>
#include <netinet/ip.h>
#include <netinet/ip6.h>
#include <netinet/ip_icmp.h>
#include <netinet/udp.h>
#include <netpacket/packet.h>
#include <arpa/inet.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include "check.h"

int main(void)
{
	/* <net/if.h> */
	CHECK_INT(IFNAMSIZ, 16);
	CHECK_INT(sizeof(struct ifreq), 40);
	CHECK_INT(offsetof(struct ifreq, ifr_ifru), 16);
	CHECK_INT(sizeof(struct ifmap), 24);
	CHECK_INT(sizeof(struct ifconf), 16);
	CHECK_INT(IFF_UP | IFF_BROADCAST | IFF_DEBUG | IFF_LOOPBACK, 0xf);
	CHECK_INT(IFF_POINTOPOINT, 0x10);
	CHECK_INT(IFF_RUNNING, 0x40);
	CHECK_INT(IFF_NOARP, 0x80);
	CHECK_INT(IFF_PROMISC, 0x100);
	CHECK_INT(IFF_MULTICAST, 0x1000);
	CHECK_INT(IFF_DYNAMIC, 0x8000);
	struct ifreq r;
	memset(&r, 0, sizeof r);
	r.ifr_ifindex = 7;
	CHECK_INT(r.ifr_ifru.ifru_ivalue, 7);
	CHECK(&r.ifr_mtu == &r.ifr_ifru.ifru_mtu && (void *)&r.ifr_flags == (void *)&r.ifr_addr);
	CHECK(r.ifr_name == r.ifr_ifrn.ifrn_name);
	CHECK_INT(SIOCGIFFLAGS, 0x8913);
	CHECK_INT(SIOCGIFINDEX, 0x8933);
	CHECK_INT(SIOCGIFNAME, 0x8910);
	CHECK_INT(SIOCGIFCONF, 0x8912);
	CHECK_INT(SIOCGIFHWADDR, 0x8927);
	CHECK_INT(SIOCGIFMTU, 0x8921);
	CHECK_INT(SIOCSIFNETMASK, 0x891c);

	/* <netpacket/packet.h>, <net/if_arp.h> */
	CHECK_INT(sizeof(struct sockaddr_ll), 20);
	CHECK_INT(offsetof(struct sockaddr_ll, sll_addr), 12);
	CHECK_INT(sizeof(struct packet_mreq), 16);
	CHECK_INT(PACKET_ADD_MEMBERSHIP, 1);
	CHECK_INT(PACKET_MR_PROMISC, 1);
	CHECK_INT(ARPHRD_ETHER, 1);
	CHECK_INT(ARPHRD_LOOPBACK, 772);
	CHECK_INT(ARPHRD_NONE, 0xfffe);
	CHECK_INT(sizeof(struct arphdr), 8);
	CHECK_INT(sizeof(struct arpreq), 68);
	CHECK_INT(ARPOP_REPLY, 2);

	/* <net/ethernet.h>, <netinet/if_ether.h> */
	CHECK_INT(ETH_ALEN, 6);
	CHECK_INT(ETH_HLEN, 14);
	CHECK_INT(ETH_P_IP, 0x0800);
	CHECK_INT(ETH_P_IPV6, 0x86DD);
	CHECK_INT(ETH_P_ALL, 3);
	CHECK_INT(ETHERTYPE_IPV6, 0x86dd);
	CHECK_INT(ETHERTYPE_VLAN, 0x8100);
	CHECK_INT(sizeof(struct ether_addr), 6);
	CHECK_INT(sizeof(struct ether_header), 14);
	CHECK_INT(offsetof(struct ether_header, ether_type), 12);
	CHECK_INT(sizeof(struct ethhdr), 14);
	CHECK_INT(ETHER_MAX_LEN, 1518);
	CHECK_INT(ETHERMIN, 46);
	CHECK_INT(sizeof(struct ether_arp), 28);
	CHECK_INT(offsetof(struct ether_arp, arp_tpa), 24);
	struct ether_arp ea;
	ea.arp_op = htons(ARPOP_REQUEST);
	CHECK_INT(ea.ea_hdr.ar_op, htons(1));
	unsigned char mac[6];
	struct in_addr group;
	inet_pton(AF_INET, "239.255.0.1", &group);
	ETHER_MAP_IP_MULTICAST(&group, mac);
	CHECK_MEM(mac, "\x01\x00\x5e\x7f\x00\x01", 6);

	/* <netinet/ip.h>: the version/length nibbles by either name. */
	CHECK_INT(sizeof(struct iphdr), 20);
	CHECK_INT(sizeof(struct ip), 20);
	CHECK_INT(offsetof(struct ip, ip_src), 12);
	CHECK_INT(offsetof(struct iphdr, daddr), 16);
	unsigned char pkt[20] = { 0x45, 0x10, 0, 20, 0, 1, 0x40, 0, 64, 17, 0, 0, 10, 0, 0, 1, 10, 0, 0, 2 };
	struct iphdr ih;
	struct ip bsd;
	memcpy(&ih, pkt, 20);
	memcpy(&bsd, pkt, 20);
	CHECK_INT(ih.version, 4);
	CHECK_INT(ih.ihl, 5);
	CHECK_INT(bsd.ip_v, 4);
	CHECK_INT(bsd.ip_hl, 5);
	CHECK_INT(ih.protocol, IPPROTO_UDP);
	CHECK_INT(bsd.ip_p, IPPROTO_UDP);
	CHECK_INT(ntohs(bsd.ip_off) & IP_DF, IP_DF);
	CHECK_INT(bsd.ip_tos, IPTOS_LOWDELAY);
	CHECK_INT(ntohl(bsd.ip_dst.s_addr), 0x0a000002);
	CHECK_INT(IPTOS_DSCP_EF, 0xb8);
	CHECK_INT(IPOPT_RR, 7);
	CHECK_INT(MAXTTL, 255);
	CHECK_INT(IPDEFTTL, 64);

	/* <netinet/udp.h>: uh_* and the Linux names are the same bytes. */
	CHECK_INT(sizeof(struct udphdr), 8);
	struct udphdr u;
	memset(&u, 0, sizeof u);
	u.uh_sport = htons(53);
	u.len = htons(8);
	CHECK_INT(ntohs(u.source), 53);
	CHECK_INT(ntohs(u.uh_ulen), 8);
	CHECK_INT(offsetof(struct udphdr, check), 6);
	CHECK_INT(SOL_UDP, 17);
	CHECK_INT(UDP_SEGMENT, 103);

	/* <netinet/ip_icmp.h>: struct icmphdr (Linux) and struct icmp (BSD). */
	CHECK_INT(sizeof(struct icmphdr), 8);
	CHECK_INT(sizeof(struct icmp), 28);
	CHECK_INT(offsetof(struct icmp, icmp_dun), 8);
	struct icmp ic;
	memset(&ic, 0, sizeof ic);
	ic.icmp_type = ICMP_ECHO;
	ic.icmp_id = htons(0x1234);
	ic.icmp_seq = htons(9);
	struct icmphdr ich;
	memcpy(&ich, &ic, 8);
	CHECK_INT(ich.type, ICMP_ECHO);
	CHECK_INT(ntohs(ich.un.echo.id), 0x1234);
	CHECK_INT(ntohs(ich.un.echo.sequence), 9);
	CHECK_INT(ICMP_UNREACH_PORT, ICMP_PORT_UNREACH);
	CHECK(ICMP_INFOTYPE(ICMP_ECHOREPLY) && !ICMP_INFOTYPE(ICMP_UNREACH));
	CHECK_INT(ICMP_MINLEN, 8);
	CHECK_INT(ICMP_TSLEN, 20);
	CHECK_INT(sizeof(n_long), 4);
	CHECK_INT(sizeof(n_short), 2);
	CHECK_INT(sizeof(n_time), 4);

	/* <netinet/ip6.h> */
	CHECK_INT(sizeof(struct ip6_hdr), 40);
	CHECK_INT(offsetof(struct ip6_hdr, ip6_src), 8);
	struct ip6_hdr h6;
	memset(&h6, 0, sizeof h6);
	h6.ip6_flow = htonl(0x60000000);
	h6.ip6_nxt = IPPROTO_ICMPV6;
	h6.ip6_hlim = 255;
	CHECK_INT(h6.ip6_vfc >> 4, 6);
	CHECK_INT(((unsigned char *)&h6)[6], 58);
	CHECK_INT(h6.ip6_hops, 255);
	CHECK_INT(sizeof(struct ip6_frag), 8);
	CHECK_INT(sizeof(struct ip6_rthdr0), 8);
	struct ip6_frag fr;
	memset(&fr, 0, sizeof fr);
	((unsigned char *)&fr)[3] = 1; /* M flag on the wire */
	CHECK(fr.ip6f_offlg & IP6F_MORE_FRAG);
	CHECK(!(fr.ip6f_offlg & IP6F_OFF_MASK));
	CHECK_INT(IP6OPT_JUMBO, 0xc2);

	/* <netinet/icmp6.h> */
	CHECK_INT(sizeof(struct icmp6_hdr), 8);
	CHECK_INT(sizeof(struct nd_neighbor_solicit), 24);
	CHECK_INT(sizeof(struct nd_router_advert), 16);
	CHECK_INT(sizeof(struct nd_opt_prefix_info), 32);
	CHECK_INT(ICMP6_ECHO_REQUEST, 128);
	CHECK_INT(ND_NEIGHBOR_ADVERT, 136);
	struct icmp6_hdr i6;
	memset(&i6, 0, sizeof i6);
	i6.icmp6_id = htons(77);
	CHECK_INT(ntohs(i6.icmp6_data16[0]), 77);
	struct nd_neighbor_advert na;
	memset(&na, 0, sizeof na);
	((unsigned char *)&na)[4] = 0x60; /* S and O flags on the wire */
	CHECK(na.nd_na_flags_reserved & ND_NA_FLAG_SOLICITED);
	CHECK(na.nd_na_flags_reserved & ND_NA_FLAG_OVERRIDE);
	CHECK(!(na.nd_na_flags_reserved & ND_NA_FLAG_ROUTER));
	struct icmp6_filter flt;
	ICMP6_FILTER_SETBLOCKALL(&flt);
	ICMP6_FILTER_SETPASS(ICMP6_ECHO_REPLY, &flt);
	CHECK(ICMP6_FILTER_WILLPASS(ICMP6_ECHO_REPLY, &flt));
	CHECK(ICMP6_FILTER_WILLBLOCK(ICMP6_ECHO_REQUEST, &flt));
	CHECK_INT(flt.icmp6_filt[4], ~(1u << 1));
	return check_done();
}
