#define _GNU_SOURCE
#include <netdb.h>
#include <arpa/inet.h>
#include <string.h>
#include <errno.h>
#include "check.h"

/* The system's /etc/services and /etc/protocols (Debian's netbase); the
 * fixture-file cases are in tests/libc-net/netdb-files.test. */
int main(void)
{
	struct servent *s, se, *r;
	struct protoent *p, pe, *pr;
	char buf[1024], tiny[8];

	s = getservbyname("http", "tcp");
	CHECK(s != 0);
	if (s) {
		CHECK_STR(s->s_name, "http");
		CHECK_INT(ntohs(s->s_port), 80);
		CHECK_STR(s->s_proto, "tcp");
	}
	s = getservbyname("www", 0);	/* an alias */
	CHECK(s && !strcmp(s->s_name, "http"));
	s = getservbyport(htons(53), "udp");
	CHECK(s && !strcmp(s->s_name, "domain") && !strcmp(s->s_proto, "udp"));
	CHECK(getservbyname("http", "sctp-nonsense") == 0);
	CHECK(getservbyport(htons(1), "nonsense") == 0);

	CHECK_INT(getservbyname_r("ssh", "tcp", &se, buf, sizeof buf, &r), 0);
	CHECK(r == &se && ntohs(se.s_port) == 22);
	CHECK_INT(getservbyname_r("ssh", "tcp", &se, tiny, sizeof tiny, &r), ERANGE);
	CHECK(r == 0);
	CHECK_INT(getservbyname_r("no-such-service", 0, &se, buf, sizeof buf, &r), 0);
	CHECK(r == 0);

	p = getprotobyname("tcp");
	CHECK(p && p->p_proto == 6 && p->p_aliases[0] && !strcmp(p->p_aliases[0], "TCP"));
	p = getprotobynumber(17);
	CHECK(p && !strcmp(p->p_name, "udp"));
	p = getprotobyname("IPv6-ICMP");	/* by alias */
	CHECK(p && p->p_proto == 58);
	CHECK(getprotobynumber(254) == 0);
	CHECK_INT(getprotobyname_r("udp", &pe, buf, sizeof buf, &pr), 0);
	CHECK(pr == &pe && pe.p_proto == 17);
	CHECK_INT(getprotobynumber_r(6, &pe, tiny, sizeof tiny, &pr), ERANGE);

	/* The sequential readers start over after set*ent. */
	setservent(0);
	struct servent *first = getservent();
	CHECK(first != 0);
	char name[64] = "";
	if (first) strcpy(name, first->s_name);
	int n = 1;
	while (getservent()) n++;
	CHECK(n > 100);
	setservent(0);
	first = getservent();
	CHECK(first && !strcmp(first->s_name, name));
	endservent();
	setprotoent(1);
	n = 0;
	while ((p = getprotoent())) n++;
	CHECK(n > 50);
	endprotoent();
	return check_done();
}
