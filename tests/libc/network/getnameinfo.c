#define _GNU_SOURCE
#include <netdb.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

int main(void)
{
	struct sockaddr_in s4 = { .sin_family = AF_INET, .sin_port = htons(8080) };
	struct sockaddr_in6 s6 = { .sin6_family = AF_INET6, .sin6_port = htons(53) };
	char host[NI_MAXHOST], serv[NI_MAXSERV];
	int num = NI_NUMERICHOST | NI_NUMERICSERV;

	CHECK_INT(NI_NUMERICHOST, 1); CHECK_INT(NI_NUMERICSERV, 2); CHECK_INT(NI_NOFQDN, 4);
	CHECK_INT(NI_NAMEREQD, 8); CHECK_INT(NI_DGRAM, 16);
	CHECK_INT(NI_MAXHOST, 1025); CHECK_INT(NI_MAXSERV, 32);

	inet_pton(AF_INET, "192.0.2.44", &s4.sin_addr);
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4, host, sizeof host, serv, sizeof serv, num), 0);
	CHECK_STR(host, "192.0.2.44");
	CHECK_STR(serv, "8080");

	inet_pton(AF_INET6, "2001:db8::5", &s6.sin6_addr);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, serv, sizeof serv, num), 0);
	CHECK_STR(host, "2001:db8::5");
	CHECK_STR(serv, "53");
	/* A service name from /etc/services, by protocol. */
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, 0, 0, serv, sizeof serv, NI_DGRAM), 0);
	CHECK_STR(serv, "domain");
	s4.sin_port = htons(22);
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4, 0, 0, serv, sizeof serv, 0), 0);
	CHECK_STR(serv, "ssh");

	/* Only what was asked is written. */
	memset(serv, 'x', sizeof serv);
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4, host, sizeof host, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(host, "192.0.2.44");
	CHECK_INT(serv[0], 'x');

	/* A scope: a link-local address's names its interface (glibc and
	 * musl do the same), other addresses', NI_NUMERICSCOPE (POSIX's;
	 * glibc has none) and an index without an interface give the
	 * number. The loopback interface is there in any namespace. */
	unsigned lo = if_nametoindex("lo");
	CHECK(lo != 0);
	char want[64];
	s6.sin6_scope_id = lo;
	inet_pton(AF_INET6, "fe80::1", &s6.sin6_addr);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(host, "fe80::1%lo");
	inet_pton(AF_INET6, "ff02::1", &s6.sin6_addr);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(host, "ff02::1%lo");
	inet_pton(AF_INET6, "2001:db8::5", &s6.sin6_addr);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, 0, 0, NI_NUMERICHOST), 0);
	snprintf(want, sizeof want, "2001:db8::5%%%u", lo);
	CHECK_STR(host, want);
	s6.sin6_scope_id = 4000000000u;
	inet_pton(AF_INET6, "fe80::1", &s6.sin6_addr);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, 0, 0, NI_NUMERICHOST), 0);
	CHECK_STR(host, "fe80::1%4000000000");
#ifdef NI_NUMERICSCOPE
	s6.sin6_scope_id = lo;
	CHECK_INT(getnameinfo((void *)&s6, sizeof s6, host, sizeof host, 0, 0, NI_NUMERICHOST | NI_NUMERICSCOPE), 0);
	snprintf(want, sizeof want, "fe80::1%%%u", lo);
	CHECK_STR(host, want);
#endif
	s6.sin6_scope_id = 0;

	/* Buffers too small, wrong lengths and families. */
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4, host, 5, 0, 0, num), EAI_OVERFLOW);
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4, 0, 0, serv, 2, num), EAI_OVERFLOW);
	CHECK_INT(getnameinfo((void *)&s4, sizeof s4 - 1, host, sizeof host, 0, 0, num), EAI_FAMILY);
	CHECK_INT(getnameinfo((void *)&s6, sizeof s4, host, sizeof host, 0, 0, num), EAI_FAMILY);
	struct sockaddr_in bad = s4;
	bad.sin_family = 5;
	CHECK_INT(getnameinfo((void *)&bad, sizeof bad, host, sizeof host, 0, 0, num), EAI_FAMILY);
	return check_done();
}
