#define _GNU_SOURCE
#include <pty.h>
#include <utmp.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "../../harness/check.h"

/* The child reports one letter per property so a failure says which. */
static void child(int s, const char *name)
{
	char r[8] = "......\n", t[64];
	if (login_tty(s)) _exit(2);
	r[0] = getsid(0) == getpid() ? 's' : 'x';
	r[1] = isatty(0) && isatty(1) && isatty(2) ? 't' : 'x';
	r[2] = s <= 2 || (fcntl(s, F_GETFD) < 0 && errno == EBADF) ? 'c' : 'x';
	r[3] = !ttyname_r(0, t, sizeof t) && !strcmp(t, name) ? 'n' : 'x';
	r[4] = tcgetpgrp(0) == getpid() ? 'f' : 'x';
	r[5] = 'e';
	write(1, r, 7);
	_exit(0);
}

int main(void)
{
	int m, s, st;
	char name[64], buf[16] = { 0 };
	if (openpty(&m, &s, name, 0, 0)) SKIP("no ptys here");
	pid_t pid = fork();
	if (!pid) {
		close(m);
		child(s, name);
	}
	close(s);
	int n = 0;
	long r;
	while (n < 6 && (r = read(m, buf + n, sizeof buf - 1 - n)) > 0) n += r;
	buf[6] = 0;
	CHECK_STR(buf, "stcnfe");
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && !WEXITSTATUS(st));
	close(m);

	/* a non-terminal cannot become the controlling terminal */
	pid = fork();
	if (!pid) {
		int fd = open("/dev/null", O_RDWR);
		_exit(login_tty(fd) == -1 && errno == ENOTTY ? 0 : 1);
	}
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && !WEXITSTATUS(st));
	return check_done();
}
