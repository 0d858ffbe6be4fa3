/* Drives the netdb and resolver API from the command line and prints
 * what it got in one canonical form, so that tests/libc-net/ can run it
 * built for x86_64, aarch64 and glibc and compare the outputs.
 *
 *   gai NAME|- SERVICE|- FAMILY FLAGS   getaddrinfo (family 0, 4 or 6)
 *   gni ADDR PORT FLAGS                 getnameinfo
 *   hbn NAME 4|6                        gethostbyname2_r
 *   hba ADDR                            gethostbyaddr
 *   query|search NAME TYPE              res_query / res_search
 *   send NAME TYPE                      res_mkquery + res_send
 *   serv NAME PROTO|-, port N PROTO|-, proto NAME, protonum N, net NAME
 *   hostents, servents, protoents, netents   the whole file, in order
 *   elapsed                             prefix: print whole seconds taken
 */
#define _GNU_SOURCE
#include <netdb.h>
#include <resolv.h>
#include <arpa/inet.h>
#include <arpa/nameser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int family(const char *s)
{
	return !strcmp(s, "4") ? AF_INET : !strcmp(s, "6") ? AF_INET6 : AF_UNSPEC;
}

static const char *addr(int af, const void *a)
{
	static char b[INET6_ADDRSTRLEN];
	return inet_ntop(af, a, b, sizeof b);
}

static void hostent(const struct hostent *h)
{
	printf("name=%s type=%d len=%d", h->h_name, h->h_addrtype, h->h_length);
	for (char **a = h->h_aliases; *a; a++) printf(" alias=%s", *a);
	for (char **a = h->h_addr_list; *a; a++) printf(" addr=%s", addr(h->h_addrtype, *a));
	printf("\n");
}

static void servent(const struct servent *s)
{
	printf("%s %d/%s", s->s_name, ntohs(s->s_port), s->s_proto);
	for (char **a = s->s_aliases; *a; a++) printf(" %s", *a);
	printf("\n");
}

static void protoent(const struct protoent *p)
{
	printf("%s %d", p->p_name, p->p_proto);
	for (char **a = p->p_aliases; *a; a++) printf(" %s", *a);
	printf("\n");
}

static void netent(const struct netent *n)
{
	printf("%s %d %#x", n->n_name, n->n_addrtype, (unsigned)n->n_net);
	for (char **a = n->n_aliases; *a; a++) printf(" %s", *a);
	printf("\n");
}

static int type(const char *s)
{
	return !strcmp(s, "A") ? ns_t_a : !strcmp(s, "AAAA") ? ns_t_aaaa : !strcmp(s, "TXT") ? ns_t_txt
		: !strcmp(s, "PTR") ? ns_t_ptr : !strcmp(s, "MX") ? ns_t_mx : atoi(s);
}

/* An answer as the ns_* parser sees it. */
static void answer(const unsigned char *a, int n)
{
	ns_msg m;
	ns_rr rr;
	if (ns_initparse(a, n, &m)) { printf("unparsable\n"); return; }
	printf("rcode=%d an=%d", ns_msg_getflag(m, ns_f_rcode), ns_msg_count(m, ns_s_an));
	for (int i = 0; i < ns_msg_count(m, ns_s_an); i++) {
		if (ns_parserr(&m, ns_s_an, i, &rr)) { printf(" bad-rr\n"); return; }
		printf(" [%s %d", ns_rr_name(rr), ns_rr_type(rr));
		if (ns_rr_type(rr) == ns_t_a && ns_rr_rdlen(rr) == 4) printf(" %s", addr(AF_INET, ns_rr_rdata(rr)));
		else if (ns_rr_type(rr) == ns_t_aaaa && ns_rr_rdlen(rr) == 16) printf(" %s", addr(AF_INET6, ns_rr_rdata(rr)));
		else if (ns_rr_type(rr) == ns_t_cname || ns_rr_type(rr) == ns_t_ptr) {
			char name[NS_MAXDNAME];
			if (dn_expand(a, a + n, ns_rr_rdata(rr), name, sizeof name) < 0) printf(" bad-name");
			else printf(" %s", name);
		} else if (ns_rr_type(rr) == ns_t_txt && ns_rr_rdlen(rr) > 0)
			printf(" \"%.*s\"", ns_rr_rdata(rr)[0], (const char *)ns_rr_rdata(rr) + 1);
		printf("]");
	}
	printf("\n");
}

int main(int argc, char **argv)
{
	struct timespec t0, t1;
	int timed = argc > 1 && !strcmp(argv[1], "elapsed");
	if (timed) argv++, argc--;
	if (argc < 2) return 2;
	const char *cmd = argv[1];
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (!strcmp(cmd, "gai") && argc == 6) {
		struct addrinfo h = { .ai_family = family(argv[4]), .ai_flags = strtol(argv[5], 0, 0) }, *r;
		h.ai_socktype = strcmp(argv[3], "-") ? 0 : SOCK_STREAM;
		int e = getaddrinfo(strcmp(argv[2], "-") ? argv[2] : 0, strcmp(argv[3], "-") ? argv[3] : 0, &h, &r);
		printf("gai=%d", e);
		if (!e) {
			if (r->ai_canonname) printf(" canon=%s", r->ai_canonname);
			for (struct addrinfo *p = r; p; p = p->ai_next) {
				const void *a = p->ai_family == AF_INET ? (void *)&((struct sockaddr_in *)p->ai_addr)->sin_addr
					: (void *)&((struct sockaddr_in6 *)p->ai_addr)->sin6_addr;
				printf(" %s/%d/%d/%d", addr(p->ai_family, a), p->ai_socktype, p->ai_protocol,
					ntohs(((struct sockaddr_in *)p->ai_addr)->sin_port));
			}
			freeaddrinfo(r);
		}
		printf("\n");
	} else if (!strcmp(cmd, "gni") && argc == 5) {
		struct sockaddr_in6 s6 = { .sin6_family = AF_INET6, .sin6_port = htons(atoi(argv[3])) };
		struct sockaddr_in s4 = { .sin_family = AF_INET, .sin_port = htons(atoi(argv[3])) };
		char host[NI_MAXHOST], serv[NI_MAXSERV];
		int e;
		if (inet_pton(AF_INET, argv[2], &s4.sin_addr) == 1)
			e = getnameinfo((void *)&s4, sizeof s4, host, sizeof host, serv, sizeof serv, strtol(argv[4], 0, 0));
		else if (inet_pton(AF_INET6, argv[2], &s6.sin6_addr) == 1)
			e = getnameinfo((void *)&s6, sizeof s6, host, sizeof host, serv, sizeof serv, strtol(argv[4], 0, 0));
		else return 2;
		if (e) printf("gni=%d\n", e);
		else printf("gni=0 host=%s serv=%s\n", host, serv);
	} else if (!strcmp(cmd, "hbn") && argc == 4) {
		struct hostent he, *r;
		char buf[8192];
		int herr = 0, e = gethostbyname2_r(argv[2], family(argv[3]), &he, buf, sizeof buf, &r, &herr);
		if (r) printf("hbn=%d ", e), hostent(r);
		else printf("hbn=%d herr=%d\n", e, herr);
	} else if (!strcmp(cmd, "hba") && argc == 3) {
		unsigned char a[16];
		int af = inet_pton(AF_INET, argv[2], a) == 1 ? AF_INET : AF_INET6;
		if (af == AF_INET6 && inet_pton(AF_INET6, argv[2], a) != 1) return 2;
		struct hostent *r = gethostbyaddr(a, af == AF_INET ? 4 : 16, af);
		if (r) hostent(r);
		else printf("hba h_errno=%d\n", h_errno);
	} else if ((!strcmp(cmd, "query") || !strcmp(cmd, "search") || !strcmp(cmd, "send")) && argc == 4) {
		unsigned char ans[4096], q[512];
		int n;
		if (!strcmp(cmd, "query")) n = res_query(argv[2], ns_c_in, type(argv[3]), ans, sizeof ans);
		else if (!strcmp(cmd, "search")) n = res_search(argv[2], ns_c_in, type(argv[3]), ans, sizeof ans);
		else {
			int ql = res_mkquery(ns_o_query, argv[2], ns_c_in, type(argv[3]), 0, 0, 0, q, sizeof q);
			n = ql < 0 ? -1 : res_send(q, ql, ans, sizeof ans);
		}
		if (n < 0) printf("%s=-1 h_errno=%d\n", cmd, h_errno);
		else printf("%s: ", cmd), answer(ans, n);
	} else if (!strcmp(cmd, "serv") && argc == 4) {
		struct servent *s = getservbyname(argv[2], strcmp(argv[3], "-") ? argv[3] : 0);
		if (s) servent(s); else printf("none\n");
	} else if (!strcmp(cmd, "port") && argc == 4) {
		struct servent *s = getservbyport(htons(atoi(argv[2])), strcmp(argv[3], "-") ? argv[3] : 0);
		if (s) servent(s); else printf("none\n");
	} else if (!strcmp(cmd, "proto") && argc == 3) {
		struct protoent *p = getprotobyname(argv[2]);
		if (p) protoent(p); else printf("none\n");
	} else if (!strcmp(cmd, "protonum") && argc == 3) {
		struct protoent *p = getprotobynumber(atoi(argv[2]));
		if (p) protoent(p); else printf("none\n");
	} else if (!strcmp(cmd, "net") && argc == 3) {
		struct netent *n = getnetbyname(argv[2]);
		if (n) netent(n); else printf("none\n");
	} else if (!strcmp(cmd, "netaddr") && argc == 3) {
		struct netent *n = getnetbyaddr(strtoul(argv[2], 0, 0), AF_INET);
		if (n) netent(n); else printf("none\n");
	} else if (!strcmp(cmd, "hostents")) {
		struct hostent *h;
		sethostent(0);
		while ((h = gethostent())) hostent(h);
		endhostent();
	} else if (!strcmp(cmd, "servents")) {
		struct servent *s;
		setservent(0);
		while ((s = getservent())) servent(s);
		endservent();
	} else if (!strcmp(cmd, "protoents")) {
		struct protoent *p;
		setprotoent(0);
		while ((p = getprotoent())) protoent(p);
		endprotoent();
	} else if (!strcmp(cmd, "netents")) {
		struct netent *n;
		setnetent(0);
		while ((n = getnetent())) netent(n);
		endnetent();
	} else {
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (timed) printf("elapsed=%ld\n", (long)(t1.tv_sec - t0.tv_sec - (t1.tv_nsec < t0.tv_nsec)));
	return 0;
}
