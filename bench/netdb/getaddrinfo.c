/* getaddrinfo of names /etc/hosts answers (no DNS traffic: "localhost"
 * is in every hosts file) and of a numeric address, per call including
 * freeaddrinfo. The goal: "localhost" at most glibc static's
 * time. The default-hints case includes AI_ADDRCONFIG's probes. */
#include <netdb.h>
#include <string.h>
#include <stdlib.h>
#include "bench.h"

static void one(const char *host, const struct addrinfo *hints)
{
	struct addrinfo *r;
	if (getaddrinfo(host, "80", hints, &r)) {
		printf("getaddrinfo(%s) failed\n", host);
		exit(1);
	}
	freeaddrinfo(r);
}

int main(void)
{
	struct addrinfo v4 = { .ai_family = AF_INET, .ai_socktype = SOCK_STREAM };
	struct addrinfo any = { .ai_socktype = SOCK_STREAM };
	struct addrinfo num = { .ai_flags = AI_NUMERICHOST, .ai_socktype = SOCK_STREAM };

	BENCH_LOOP("localhost_default_hints", 20000, one("localhost", 0));
	BENCH_LOOP("localhost_inet_stream", 20000, one("localhost", &v4));
	BENCH_LOOP("localhost_unspec_stream", 20000, one("localhost", &any));
	BENCH_LOOP("numeric_ipv4", 200000, one("127.0.0.1", &num));
	return 0;
}
