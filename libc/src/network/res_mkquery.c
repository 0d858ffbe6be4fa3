#define _GNU_SOURCE
#include <resolv.h>
#include <errno.h>
#include "lookup.h"

/* QUERY and NOTIFY messages (one question; data and newrr are for the
 * obsolete IQUERY and for UPDATE, which glibc no longer builds either). */
int res_nmkquery(res_state s, int op, const char *name, int class, int type,
	const unsigned char *data, int datalen, const unsigned char *newrr,
	unsigned char *buf, int size)
{
	if (!(s->options & RES_INIT)) res_ninit(s);
	if (op != ns_o_query && op != ns_o_notify) {
		errno = EINVAL;
		return -1;
	}
	return __dns_build(op, name, class, type, op == ns_o_query && (s->options & RES_RECURSE), buf, size);
}

int res_mkquery(int op, const char *name, int class, int type,
	const unsigned char *data, int datalen, const unsigned char *newrr,
	unsigned char *buf, int size)
{
	return res_nmkquery(&_res, op, name, class, type, data, datalen, newrr, buf, size);
}
