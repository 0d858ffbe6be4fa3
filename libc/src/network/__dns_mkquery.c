#include <resolv.h>
#include <string.h>
#include <time.h>
#include <sys/random.h>
#include "lookup.h"

/* An unpredictable id makes spoofed answers harder to slip in. */
static unsigned query_id(void)
{
	unsigned short id;
	if (getrandom(&id, sizeof id, GRND_NONBLOCK) == sizeof id) return id;
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (ts.tv_nsec ^ ts.tv_nsec >> 16 ^ (unsigned long)&ts >> 4) & 0xffff;
}

/* A query message: header (recursion desired if rd), one question. */
int __dns_build(int op, const char *name, int class, int type, int rd,
	unsigned char *buf, int size)
{
	if (size < NS_HFIXEDSZ + NS_QFIXEDSZ + 1 || (unsigned)class > 0xffff
	 || (unsigned)type > 0xffff || (unsigned)op > 15) return -1;
	memset(buf, 0, NS_HFIXEDSZ);
	int n = dn_comp(name, buf + NS_HFIXEDSZ, size - NS_HFIXEDSZ - NS_QFIXEDSZ, 0, 0);
	if (n < 0) return -1;
	unsigned id = query_id();
	buf[0] = id >> 8;
	buf[1] = id;
	buf[2] = op << 3 | (rd ? 1 : 0);
	buf[5] = 1;
	unsigned char *q = buf + NS_HFIXEDSZ + n;
	q[0] = type >> 8;
	q[1] = type;
	q[2] = class >> 8;
	q[3] = class;
	return NS_HFIXEDSZ + n + NS_QFIXEDSZ;
}

int __dns_mkquery(const char *name, int class, int type, unsigned char *buf, int size)
{
	return __dns_build(ns_o_query, name, class, type, 1, buf, size);
}
