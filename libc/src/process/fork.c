#include <unistd.h>
#include <errno.h>
#include "libc.h"

/* The hook pthread_atfork plugs into: called with -1 before the fork,
 * then 0 in the parent (also when fork failed) or 1 in the child. It
 * also lets the threads and stdio code take and reset their locks. */
static void dummy(int when) { (void)when; }
weak_alias(dummy, __fork_handler);

pid_t fork(void)
{
	__fork_handler(-1);
	pid_t ret = _Fork();
	int e = errno;
	__fork_handler(!ret);
	if (ret < 0) errno = e;
	return ret;
}
