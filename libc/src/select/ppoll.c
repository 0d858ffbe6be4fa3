#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include "pthread_impl.h"

/* The kernel may write the remaining time back into its argument: pass
 * a copy, since the caller's timespec is const. */
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *to, const sigset_t *mask)
{
	struct timespec ts;
	if (to) ts = *to;
	return syscall_cp(SYS_ppoll, fds, n, to ? &ts : 0, mask, _NSIG/8);
}
