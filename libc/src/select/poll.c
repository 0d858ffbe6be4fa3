#include <poll.h>
#include <time.h>
#include <signal.h>
#include "pthread_impl.h"

/* aarch64 has only ppoll: express the millisecond timeout as a timespec
 * (negative: wait forever). */
int poll(struct pollfd *fds, nfds_t n, int timeout)
{
	struct timespec ts = { timeout / 1000, timeout % 1000 * 1000000L };
	return syscall_cp(SYS_ppoll, fds, n, timeout >= 0 ? &ts : 0, 0, _NSIG/8);
}
