#define _GNU_SOURCE
#include <netdb.h>
#include <arpa/inet.h>
#include <string.h>
#include "check.h"

/* Numeric hosts and services only: no file or server is consulted. */

static struct addrinfo *res;

static int gai(const char *host, const char *serv, int family, int socktype, int proto, int flags)
{
	struct addrinfo h = { .ai_family = family, .ai_socktype = socktype, .ai_protocol = proto, .ai_flags = flags };
	if (res) freeaddrinfo(res);
	res = 0;
	return getaddrinfo(host, serv, &h, &res);
}

static int count(void)
{
	int n = 0;
	for (struct addrinfo *p = res; p; p = p->ai_next) n++;
	return n;
}

static const char *text(const struct addrinfo *p)
{
	static char b[INET6_ADDRSTRLEN];
	const void *a = p->ai_family == AF_INET ? (void *)&((struct sockaddr_in *)p->ai_addr)->sin_addr
		: (void *)&((struct sockaddr_in6 *)p->ai_addr)->sin6_addr;
	return inet_ntop(p->ai_family, a, b, sizeof b);
}

static int port(const struct addrinfo *p)
{
	return ntohs(((struct sockaddr_in *)p->ai_addr)->sin_port);
}

int main(void)
{
	/* The values glibc gives them: programs compare and print numbers. */
	CHECK_INT(EAI_BADFLAGS, -1); CHECK_INT(EAI_NONAME, -2); CHECK_INT(EAI_AGAIN, -3);
	CHECK_INT(EAI_FAIL, -4); CHECK_INT(EAI_NODATA, -5); CHECK_INT(EAI_FAMILY, -6);
	CHECK_INT(EAI_SOCKTYPE, -7); CHECK_INT(EAI_SERVICE, -8); CHECK_INT(EAI_ADDRFAMILY, -9);
	CHECK_INT(EAI_MEMORY, -10); CHECK_INT(EAI_SYSTEM, -11); CHECK_INT(EAI_OVERFLOW, -12);
	CHECK_INT(AI_PASSIVE, 1); CHECK_INT(AI_CANONNAME, 2); CHECK_INT(AI_NUMERICHOST, 4);
	CHECK_INT(AI_V4MAPPED, 8); CHECK_INT(AI_ALL, 16); CHECK_INT(AI_ADDRCONFIG, 32);
	CHECK_INT(AI_NUMERICSERV, 0x400);
	CHECK_STR(gai_strerror(EAI_NONAME), "Name or service not known");
	CHECK_STR(gai_strerror(EAI_AGAIN), "Temporary failure in name resolution");
	CHECK_STR(gai_strerror(EAI_NODATA), "No address associated with hostname");
	CHECK_STR(gai_strerror(12345), "Unknown error");

	/* An IPv4 literal gives stream/TCP, datagram/UDP and raw, in that order. */
	CHECK_INT(gai("192.0.2.1", "80", AF_UNSPEC, 0, 0, AI_NUMERICHOST), 0);
	CHECK_INT(count(), 3);
	CHECK_INT(res->ai_family, AF_INET);
	CHECK_STR(text(res), "192.0.2.1");
	CHECK_INT(port(res), 80);
	CHECK_INT(res->ai_socktype, SOCK_STREAM); CHECK_INT(res->ai_protocol, IPPROTO_TCP);
	CHECK_INT(res->ai_next->ai_socktype, SOCK_DGRAM); CHECK_INT(res->ai_next->ai_protocol, IPPROTO_UDP);
	CHECK_INT(res->ai_next->ai_next->ai_socktype, SOCK_RAW);
	CHECK_INT(res->ai_addrlen, sizeof(struct sockaddr_in));
	CHECK(res->ai_canonname == 0);

	/* The short forms inet_aton takes, but nothing after the address. */
	CHECK_INT(gai("127.1", 0, AF_INET, SOCK_STREAM, 0, 0), 0);
	CHECK_STR(text(res), "127.0.0.1");
	CHECK_INT(gai("1.2.3.4 x", 0, AF_UNSPEC, 0, 0, AI_NUMERICHOST), EAI_NONAME);
	CHECK_INT(gai("1.2.3.256", 0, AF_UNSPEC, 0, 0, AI_NUMERICHOST), EAI_NONAME);
	CHECK_INT(gai("example.invalid", 0, AF_UNSPEC, 0, 0, AI_NUMERICHOST), EAI_NONAME);

	/* IPv6, scope ids, and the canonical name of a literal is itself. */
	CHECK_INT(gai("2001:DB8::1", "443", AF_UNSPEC, SOCK_STREAM, 0, AI_CANONNAME | AI_NUMERICHOST), 0);
	CHECK_INT(count(), 1);
	CHECK_INT(res->ai_family, AF_INET6);
	CHECK_STR(text(res), "2001:db8::1");
	CHECK_INT(port(res), 443);
	CHECK_STR(res->ai_canonname, "2001:DB8::1");
	CHECK_INT(res->ai_addrlen, sizeof(struct sockaddr_in6));
	CHECK_INT(gai("fe80::1%3", 0, AF_INET6, SOCK_DGRAM, 0, AI_NUMERICHOST), 0);
	CHECK_UINT(((struct sockaddr_in6 *)res->ai_addr)->sin6_scope_id, 3);

	/* Family mismatches; IPv4-mapped goes back to IPv4 for AF_INET. */
	CHECK_INT(gai("127.0.0.1", 0, AF_INET6, 0, 0, 0), EAI_ADDRFAMILY);
	CHECK_INT(gai("::1", 0, AF_INET, 0, 0, 0), EAI_ADDRFAMILY);
	CHECK_INT(gai("::ffff:192.0.2.7", 0, AF_INET, SOCK_STREAM, 0, 0), 0);
	CHECK_STR(text(res), "192.0.2.7");
	CHECK_INT(gai("192.0.2.7", 0, AF_INET6, SOCK_STREAM, 0, AI_V4MAPPED), 0);
	CHECK_STR(text(res), "::ffff:192.0.2.7");

	/* No host: loopback, or with AI_PASSIVE the wildcard, in glibc's order. */
	CHECK_INT(gai(0, "8080", AF_UNSPEC, SOCK_STREAM, 0, 0), 0);
	CHECK_INT(count(), 2);
	CHECK_STR(text(res), "::1");
	CHECK_STR(text(res->ai_next), "127.0.0.1");
	CHECK_INT(gai(0, "8080", AF_UNSPEC, SOCK_STREAM, 0, AI_PASSIVE), 0);
	CHECK_STR(text(res), "0.0.0.0");
	CHECK_STR(text(res->ai_next), "::");
	CHECK_INT(port(res->ai_next), 8080);
	CHECK_INT(gai(0, "1", AF_INET6, SOCK_STREAM, 0, AI_PASSIVE), 0);
	CHECK_INT(count(), 1);

	/* Services. */
	CHECK_INT(gai("192.0.2.1", "domain", AF_INET, 0, 0, 0), 0);
	CHECK_INT(count(), 2);
	CHECK_INT(port(res), 53);
	CHECK_INT(gai("192.0.2.1", "http", AF_INET, 0, 0, AI_NUMERICSERV), EAI_NONAME);
	CHECK_INT(gai("192.0.2.1", "no-such-service", AF_INET, 0, 0, 0), EAI_SERVICE);
	CHECK_INT(gai("192.0.2.1", "-1", AF_INET, 0, 0, 0), EAI_SERVICE);
	CHECK_INT(gai("192.0.2.1", "80", AF_INET, SOCK_RAW, 0, 0), EAI_SERVICE);
	CHECK_INT(gai("192.0.2.1", 0, AF_INET, SOCK_RAW, 0, 0), 0);
	CHECK_INT(count(), 1);
	CHECK_INT(gai("192.0.2.1", "80", AF_INET, 0, IPPROTO_UDP, 0), 0);
	CHECK_INT(count(), 1);
	CHECK_INT(res->ai_socktype, SOCK_DGRAM);

	/* Argument errors. */
	CHECK_INT(gai(0, 0, AF_UNSPEC, 0, 0, 0), EAI_NONAME);
	CHECK_INT(gai("192.0.2.1", 0, 12345, 0, 0, 0), EAI_FAMILY);
	CHECK_INT(gai("192.0.2.1", 0, AF_INET, 99, 0, 0), EAI_SOCKTYPE);
	CHECK_INT(gai("192.0.2.1", "80", AF_INET, SOCK_STREAM, IPPROTO_UDP, 0), EAI_SOCKTYPE);
	CHECK_INT(gai("192.0.2.1", 0, AF_INET, 0, 0, 0x10000), EAI_BADFLAGS);
	CHECK_INT(gai(0, "80", AF_INET, 0, 0, AI_CANONNAME), EAI_BADFLAGS);

	/* A tail of the list may be freed on its own. */
	CHECK_INT(gai("192.0.2.1", "80", AF_INET, 0, 0, 0), 0);
	freeaddrinfo(res->ai_next);
	res->ai_next = 0;
	freeaddrinfo(res);
	res = 0;
	return check_done();
}
