#include <unistd.h>
#include <errno.h>
#include "pthread_impl.h"

/* Linux always releases the descriptor, even when close reports EINTR;
 * retrying could close a descriptor another thread just got. POSIX 2024
 * lets us report success instead. */
int close(int fd)
{
	int r = __syscall_cp(SYS_close, fd);
	if (r == -EINTR) r = 0;
	/* The kernel finishes a last close (a lingering socket's wait for
	 * its data to go out) on the way back from the system call, where a
	 * cancel interrupts the wait but cannot divert the call. The
	 * descriptor is gone either way, so act on the cancel here. */
	__testcancel();
	return __syscall_ret(r);
}
