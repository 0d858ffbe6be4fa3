#include <ulimit.h>
#include <stdarg.h>
#include <errno.h>
#include <limits.h>
#include <sys/resource.h>

/* System V's file size limit, counted in 512-byte blocks; the only
 * commands POSIX defines are the two on RLIMIT_FSIZE. Setting moves the
 * hard limit too, as glibc does: anyone may lower it, only a privileged
 * process may raise it again, which is what POSIX describes. */
long ulimit(int cmd, ...)
{
	struct rlimit rl;
	if (getrlimit(RLIMIT_FSIZE, &rl)) return -1;
	if (cmd == UL_GETFSIZE) {
		if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur / 512 > LONG_MAX)
			return LONG_MAX;
		return rl.rlim_cur / 512;
	}
	if (cmd == UL_SETFSIZE) {
		va_list ap;
		va_start(ap, cmd);
		unsigned long blocks = va_arg(ap, long);
		va_end(ap);
		/* as glibc: a count too large for the limit (or negative) means
		 * no limit */
		if (blocks > RLIM_INFINITY / 512) {
			rl.rlim_cur = rl.rlim_max = RLIM_INFINITY;
			blocks = LONG_MAX;
		} else {
			rl.rlim_cur = rl.rlim_max = blocks * 512;
		}
		if (setrlimit(RLIMIT_FSIZE, &rl)) return -1;
		return blocks;
	}
	errno = EINVAL;
	return -1;
}
