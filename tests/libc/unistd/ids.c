#define _GNU_SOURCE
#include <unistd.h>
#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include "check.h"

/* glibc has it in <grp.h>, polyport in <unistd.h>: say it here */
int setgroups(size_t, const gid_t *);

/* run FN in a child, return its exit status */
static int in_child(int (*fn)(void))
{
	pid_t pid = fork();
	if (pid == 0) _exit(fn());
	int st;
	waitpid(pid, &st, 0);
	return WIFEXITED(st) ? WEXITSTATUS(st) : 100;
}

static int new_session(void)
{
	pid_t s = setsid();
	if (s != getpid()) return 1;
	if (getsid(0) != s || getpgrp() != s || getpgid(0) != s) return 2;
	/* a session leader cannot start another */
	if (setsid() != -1 || errno != EPERM) return 3;
	return 0;
}

static int drop_ids(void)
{
	/* as root: switch to nobody-ish ids and check every view agrees */
	if (setgroups(0, 0)) return 1;
	if (setresgid(1234, 1234, 1234)) return 2;
	if (setresuid(4321, 4321, 4321)) return 3;
	uid_t r, e, s;
	if (getresuid(&r, &e, &s) || r != 4321 || e != 4321 || s != 4321) return 4;
	gid_t gr, ge, gs;
	if (getresgid(&gr, &ge, &gs) || gr != 1234 || ge != 1234 || gs != 1234) return 5;
	if (getuid() != 4321 || geteuid() != 4321 || getgid() != 1234 || getegid() != 1234) return 6;
	/* no way back */
	if (setuid(0) != -1 || errno != EPERM) return 7;
	if (seteuid(0) != -1 || errno != EPERM) return 8;
	return 0;
}

int main(void)
{
	pid_t pid = getpid();
	CHECK(pid > 1);
	CHECK(getppid() > 0);
	CHECK_INT(gettid(), pid);
	CHECK_INT(syscall(SYS_getpid), pid);
	CHECK_INT(getuid(), syscall(SYS_getuid));
	CHECK_INT(geteuid(), syscall(SYS_geteuid));
	CHECK_INT(getgid(), syscall(SYS_getgid));
	CHECK_INT(getegid(), syscall(SYS_getegid));

	uid_t r, e, s;
	CHECK_INT(getresuid(&r, &e, &s), 0);
	CHECK_INT(r, getuid());
	CHECK_INT(e, geteuid());

	int n = getgroups(0, 0);
	CHECK(n >= 0);
	gid_t g[n + 1];
	CHECK_INT(getgroups(n, g), n);
	/* a list too short for all the groups */
	if (n >= 2) CHECK_ERRNO(getgroups(1, g), EINVAL);

	/* process groups */
	CHECK_INT(getpgrp(), getpgid(0));
	CHECK_INT(getsid(0), getsid(pid));
	CHECK_ERRNO(getpgid(-5), ESRCH);
	CHECK_INT(in_child(new_session), 0);

	if (geteuid() == 0) CHECK_INT(in_child(drop_ids), 0);
	else CHECK_ERRNO(setuid(0), EPERM);

	/* same-id calls always succeed */
	CHECK_INT(setuid(getuid()), 0);
	CHECK_INT(setgid(getgid()), 0);
	CHECK_INT(setreuid(-1, -1), 0);
	CHECK_INT(setregid(-1, -1), 0);
	CHECK_INT(seteuid(geteuid()), 0);
	CHECK_INT(setegid(getegid()), 0);

	/* umask round-trips */
	mode_t old = umask(022);
	CHECK_INT(umask(old), 022);
	return check_done();
}
