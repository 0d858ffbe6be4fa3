#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
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
	return check_done();
}
