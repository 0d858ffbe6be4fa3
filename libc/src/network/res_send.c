#define _GNU_SOURCE
#include <resolv.h>
#include <errno.h>
#include "lookup.h"

/* The answer to a ready-made query; -1 with errno ETIMEDOUT when no
 * server answered within timeout x attempts. */
int res_nsend(res_state s, const unsigned char *msg, int len, unsigned char *ans, int size)
{
	struct resolvconf c;
	int alen;
	if (len < NS_HFIXEDSZ || size < NS_HFIXEDSZ) {
		errno = EINVAL;
		return -1;
	}
	__res_conf(s, &c);
	if (__res_msend_rc(1, &msg, &len, &ans, &alen, size, &c) < 0) return -1;
	if (!alen) {
		errno = ETIMEDOUT;
		return -1;
	}
	/* Every server failed the query: glibc's res_send reports that as
	 * a refused connection, which ends a res_search. */
	int rc = ans[3] & 15;
	if (rc == ns_r_servfail || rc == ns_r_notimpl || rc == ns_r_refused) {
		errno = ECONNREFUSED;
		return -1;
	}
	return alen;
}

int res_send(const unsigned char *msg, int len, unsigned char *ans, int size)
{
	return res_nsend(&_res, msg, len, ans, size);
}
