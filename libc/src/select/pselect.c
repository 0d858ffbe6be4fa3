#include <sys/select.h>
#include <signal.h>
#include "pthread_impl.h"

/* pselect6's sixth argument is a pointer to {sigmask pointer, size}. The
 * timeout is copied because the kernel updates it. */
int pselect(int n, fd_set *restrict rfds, fd_set *restrict wfds, fd_set *restrict efds,
            const struct timespec *restrict to, const sigset_t *restrict mask)
{
	struct timespec ts;
	unsigned long data[2] = { (unsigned long)mask, _NSIG/8 };
	if (to) ts = *to;
	return syscall_cp(SYS_pselect6, n, rfds, wfds, efds, to ? &ts : 0, data);
}
