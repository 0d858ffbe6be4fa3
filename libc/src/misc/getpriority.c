#include <sys/resource.h>
#include "syscall.h"

/* The syscall returns 20 - nice (1..40) so that no priority looks like
 * an error code; -1 is then a valid answer and callers check errno. */
int getpriority(int which, id_t who)
{
	int r = syscall_ret(SYS_getpriority, which, who);
	if (r < 0) return r;
	return 20 - r;
}
