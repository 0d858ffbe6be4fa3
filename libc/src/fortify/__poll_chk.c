#define _GNU_SOURCE
#include <poll.h>
#include "fortify.h"

int __poll_chk(struct pollfd *fds, nfds_t n, int timeout, size_t fdslen)
{
	if (fdslen / sizeof *fds < n) __pp_chk_fail("poll");
	return poll(fds, n, timeout);
}

int __ppoll_chk(struct pollfd *fds, nfds_t n, const struct timespec *ts, const sigset_t *mask, size_t fdslen)
{
	if (fdslen / sizeof *fds < n) __pp_chk_fail("ppoll");
	return ppoll(fds, n, ts, mask);
}
