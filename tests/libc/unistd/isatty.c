#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include "check.h"

int main(void)
{
	int p[2];
	char name[64];
	CHECK_INT(pipe(p), 0);
	CHECK_INT(isatty(p[0]), 0);
	CHECK_INT(errno, ENOTTY);
	CHECK_INT(isatty(-1), 0);
	CHECK_INT(errno, EBADF);
	CHECK(ttyname(p[0]) == 0 && errno == ENOTTY);
	CHECK_INT(ttyname_r(p[0], name, sizeof name), ENOTTY);

	/* a pseudo-terminal pair gives us a real terminal to look at */
	int m = open("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (m < 0) SKIP("no /dev/ptmx");
	int unlock = 0;
	unsigned ptn;
	CHECK_INT(ioctl(m, TIOCSPTLCK, &unlock), 0);
	CHECK_INT(ioctl(m, TIOCGPTN, &ptn), 0);
	char want[32] = "/dev/pts/";
	int n = 9; char d[12]; int k = 0;
	do d[k++] = '0' + ptn % 10; while (ptn /= 10);
	while (k) want[n++] = d[--k];
	want[n] = 0;
	int s = open(want, O_RDWR | O_NOCTTY);
	CHECK(s >= 0);
	CHECK_INT(isatty(s), 1);
	CHECK_INT(isatty(m), 1);
	CHECK_STR(ttyname(s), want);
	CHECK_INT(ttyname_r(s, name, sizeof name), 0);
	CHECK_STR(name, want);
	CHECK_INT(ttyname_r(s, name, 4), ERANGE);

	/* window size through ioctl */
	struct winsize ws = { .ws_row = 24, .ws_col = 80 };
	CHECK_INT(ioctl(m, TIOCSWINSZ, &ws), 0);
	memset(&ws, 0, sizeof ws);
	CHECK_INT(ioctl(s, TIOCGWINSZ, &ws), 0);
	CHECK_INT(ws.ws_row, 24);
	CHECK_INT(ws.ws_col, 80);
	int avail = -1;
	CHECK_INT(ioctl(m, FIONREAD, &avail), 0);
	CHECK_INT(avail, 0);
	CHECK_ERRNO(ioctl(p[0], TIOCGWINSZ, &ws), ENOTTY);

	/* foreground process group: only on our controlling terminal, so
	 * in a child that starts a session and acquires the slave */
	CHECK_ERRNO(tcgetpgrp(p[0]), ENOTTY);
	pid_t pid = fork();
	if (pid == 0) {
		if (setsid() < 0) _exit(1);
		int t = open(want, O_RDWR);
		if (t < 0) _exit(2);
		if (tcgetpgrp(t) != getpgrp()) _exit(3);
		if (tcsetpgrp(t, getpgrp())) _exit(4);
		if (tcsetpgrp(t, 999999) != -1 || (errno != EPERM && errno != ESRCH)) _exit(5);
		_exit(0);
	}
	int st;
	waitpid(pid, &st, 0);
	CHECK(WIFEXITED(st));
	CHECK_INT(WEXITSTATUS(st), 0);
	return check_done();
}
