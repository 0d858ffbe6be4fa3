#define _GNU_SOURCE
#include <string.h>
#include <errno.h>
#include <stddef.h>
#include "libc.h"

/* All messages live in one string blob indexed by 16-bit offsets, so the
 * table needs no relocations in a static-PIE binary. The struct gives
 * each message a named member whose offset the compiler computes. */
static const struct msgs {
#define E(n, s) char m##n[sizeof s];
#include "__strerror.h"
#undef E
} msgs = {
#define E(n, s) s,
#include "__strerror.h"
#undef E
};

static const unsigned short idx[] = {
#define E(n, s) [n] = offsetof(struct msgs, m##n) + 1,
#include "__strerror.h"
#undef E
};

/* The message for a known errno value, or null. */
hidden const char *__strerror_known(int e)
{
	if ((unsigned)e >= sizeof idx / sizeof *idx || !idx[e]) return 0;
	return (const char *)&msgs + idx[e] - 1;
}

/* Writes "Unknown error N" (truncated to n bytes) and returns buf. */
hidden char *__strerror_unknown(int e, char *buf, size_t n)
{
	char tmp[32], *p = tmp + sizeof tmp;
	unsigned long v = e < 0 ? -(unsigned long)e : (unsigned long)e;
	*--p = 0;
	do *--p = '0' + v % 10; while (v /= 10);
	if (e < 0) *--p = '-';
	p -= 14;
	memcpy(p, "Unknown error ", 14);
	if (n) {
		size_t l = strlen(p);
		if (l > n - 1) l = n - 1;
		memcpy(buf, p, l);
		buf[l] = 0;
	}
	return buf;
}

char *strerror(int e)
{
	static _Thread_local char buf[STRERROR_BUF];
	return (char *)__strerror_buf(e, buf);
}

char *strerror_l(int e, locale_t loc)
{
	return strerror(e);
}
