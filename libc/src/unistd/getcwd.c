#include <unistd.h>
#include <errno.h>
#include <limits.h>
#include <string.h>
#include "syscall.h"

/* The kernel answers "(unreachable)/..." when the cwd is outside the
 * root: that is no path, so report ENOENT as glibc does. */
static char *kernel_getcwd(char *buf, size_t size)
{
	long r = __syscall(SYS_getcwd, buf, size);
	if (r < 0) {
		errno = -r;
		return 0;
	}
	if (r == 0 || buf[0] != '/') {
		errno = ENOENT;
		return 0;
	}
	return buf;
}

/* buf == NULL allocates (a glibc extension GNU code relies on); a
 * nonzero size then still bounds the result, as in glibc. */
char *getcwd(char *buf, size_t size)
{
	if (buf) {
		if (!size) {
			errno = EINVAL;
			return 0;
		}
		return kernel_getcwd(buf, size);
	}
	char tmp[PATH_MAX];
	if (!kernel_getcwd(tmp, size && size < sizeof tmp ? size : sizeof tmp)) return 0;
	return strdup(tmp);
}
