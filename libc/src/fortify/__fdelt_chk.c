#include <stdlib.h>
#include <sys/select.h>
#include "syscall.h"

/* FD_SET, FD_CLR and FD_ISSET under _FORTIFY_SOURCE: the word of fd_set
 * that holds descriptor D, or an abort when fd_set has no bit for it,
 * with glibc's message (which names fd_set, not a function). */
long __fdelt_chk(long d)
{
	static const char msg[] = "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated\n";
	if (d < 0 || d >= FD_SETSIZE) {
		__syscall(SYS_write, 2, msg, sizeof msg - 1);
		abort();
	}
	return d / (8 * sizeof(long));
}
