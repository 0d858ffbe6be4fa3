#define _GNU_SOURCE
#include <unistd.h>
#include <errno.h>
#include <limits.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <string.h>
#include "check.h"

int main(void)
{
	struct rlimit rl;
	long v;

	CHECK(sysconf(_SC_PAGESIZE) >= 4096);
	CHECK_INT(sysconf(_SC_PAGE_SIZE), sysconf(_SC_PAGESIZE));
	CHECK_INT(sysconf(_SC_CLK_TCK), 100);

	/* online CPUs: at least one, never more than configured */
	long on = sysconf(_SC_NPROCESSORS_ONLN), conf = sysconf(_SC_NPROCESSORS_CONF);
	CHECK(on >= 1);
	CHECK(conf >= on);
	CHECK_INT(get_nprocs(), on);

	/* _SC_OPEN_MAX follows RLIMIT_NOFILE, also after it changes */
	CHECK_INT(getrlimit(RLIMIT_NOFILE, &rl), 0);
	CHECK_INT(sysconf(_SC_OPEN_MAX), rl.rlim_cur);
	rl.rlim_cur = 100;
	CHECK_INT(setrlimit(RLIMIT_NOFILE, &rl), 0);
	CHECK_INT(sysconf(_SC_OPEN_MAX), 100);
	CHECK_INT(getdtablesize(), 100);
	struct rlimit old;
	CHECK_INT(prlimit(0, RLIMIT_NOFILE, 0, &old), 0);
	CHECK_INT(old.rlim_cur, 100);

	CHECK(sysconf(_SC_ARG_MAX) >= 131072);
	/* physical memory: sysinfo and sysconf agree to within rounding */
	struct sysinfo si;
	CHECK_INT(sysinfo(&si), 0);
	CHECK(si.totalram > 0);
	v = sysconf(_SC_PHYS_PAGES);
	CHECK(v > 0);
	CHECK(v == (long)((unsigned long long)si.totalram * si.mem_unit / sysconf(_SC_PAGESIZE)));
	CHECK(sysconf(_SC_AVPHYS_PAGES) > 0);

	/* POSIX options and versions */
	CHECK_INT(sysconf(_SC_VERSION), 200809);
	CHECK_INT(sysconf(_SC_XOPEN_VERSION), 700);
	CHECK(sysconf(_SC_NGROUPS_MAX) >= 32);
	CHECK(sysconf(_SC_THREADS) > 0);
	CHECK(sysconf(_SC_MONOTONIC_CLOCK) > 0);
	CHECK_INT(sysconf(_SC_IOV_MAX), 1024);
	CHECK(sysconf(_SC_HOST_NAME_MAX) >= 64);
	CHECK(sysconf(_SC_LINE_MAX) >= 2048);
	/* signal stacks: never below the compile-time minimum */
	CHECK(sysconf(_SC_MINSIGSTKSZ) >= 2048);
	CHECK(sysconf(_SC_SIGSTKSZ) >= sysconf(_SC_MINSIGSTKSZ));
	CHECK_ERRNO(sysconf(-1), EINVAL);
	CHECK_ERRNO(sysconf(100000), EINVAL);

	/* pathconf */
	CHECK(pathconf("/", _PC_NAME_MAX) >= 14);
	CHECK_INT(pathconf("/", _PC_PATH_MAX), 4096);
	CHECK_INT(fpathconf(0, _PC_PIPE_BUF) >= 512, 1);
	CHECK_ERRNO(pathconf("/nonexistent-pp", _PC_NAME_MAX), ENOENT);
	CHECK_ERRNO(fpathconf(-1, _PC_NAME_MAX), EBADF);

	char buf[64];
	size_t n = confstr(_CS_PATH, buf, sizeof buf);
	CHECK(n > 1 && n <= sizeof buf);
	CHECK(strstr(buf, "/bin") != 0);

	struct utsname u;
	CHECK_INT(uname(&u), 0);
	CHECK_STR(u.sysname, "Linux");
	char host[256];
	CHECK_INT(gethostname(host, sizeof host), 0);
	CHECK_STR(host, u.nodename);
	CHECK_ERRNO(gethostname(host, 1), ENAMETOOLONG);

	/* priorities: getpriority returns the nice value, -1 included */
	errno = 0;
	int p = getpriority(PRIO_PROCESS, 0);
	CHECK_INT(errno, 0);
	CHECK_INT(nice(1), p + 1);
	CHECK_INT(getpriority(PRIO_PROCESS, 0), p + 1);

	struct rusage ru;
	CHECK_INT(getrusage(RUSAGE_SELF, &ru), 0);
	CHECK(ru.ru_maxrss > 0);
	return check_done();
}
