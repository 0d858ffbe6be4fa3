#include <ulimit.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <sys/resource.h>
#include "check.h"

int main(void)
{
	struct rlimit rl;
	CHECK_INT(getrlimit(RLIMIT_FSIZE, &rl), 0);
	long got = ulimit(UL_GETFSIZE);
	if (rl.rlim_cur == RLIM_INFINITY) CHECK(got == LONG_MAX);
	else CHECK(got == (long)(rl.rlim_cur / 512));

	/* lowering is always allowed; the value is in 512-byte blocks and
	 * moves the hard limit too */
	CHECK(ulimit(UL_SETFSIZE, 4096L) == 4096);
	CHECK(ulimit(UL_GETFSIZE) == 4096);
	CHECK_INT(getrlimit(RLIMIT_FSIZE, &rl), 0);
	CHECK(rl.rlim_cur == 4096 * 512 && rl.rlim_max == 4096 * 512);
	/* raising again needs privilege (CAP_SYS_RESOURCE) */
	errno = 0;
	long r = ulimit(UL_SETFSIZE, 8192L);
	CHECK(r == 8192 || (r == -1 && errno == EPERM));
	CHECK(ulimit(UL_SETFSIZE, 2048L) == 2048);
	CHECK(ulimit(UL_GETFSIZE) == 2048);
	errno = 0;
	CHECK(ulimit(99) == -1 && errno == EINVAL);
	return check_done();
}
