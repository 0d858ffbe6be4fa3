#define _GNU_SOURCE
#include <termios.h>
#include <pty.h>
#include <stdlib.h>
#include <fcntl.h>
#include <unistd.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include "../../harness/check.h"

int main(void)
{
	struct termios t, u;
	struct winsize ws = { 24, 80, 0, 0 }, w2;
	char name[64];
	int m, s;

	CHECK_INT(sizeof(struct termios), 60);
	CHECK_INT(B38400, 017);
	CHECK_INT(ECHO, 010);
	CHECK_INT(VMIN, 6);

	if (openpty(&m, &s, name, 0, &ws)) SKIP("no ptys here");
	CHECK(!strncmp(name, "/dev/pts/", 9));
	CHECK(isatty(s));
	CHECK_INT(ioctl(s, TIOCGWINSZ, &w2), 0);
	CHECK_INT(w2.ws_row, 24);
	CHECK_INT(w2.ws_col, 80);

	CHECK_INT(tcgetattr(s, &t), 0);
	CHECK(t.c_lflag & ICANON);
	u = t;
	cfmakeraw(&u);
	CHECK(!(u.c_lflag & (ICANON | ECHO)));
	CHECK_INT(u.c_cflag & CSIZE, CS8);
	CHECK_INT(cfsetspeed(&u, B9600), 0);
	CHECK_INT(cfgetospeed(&u), B9600);
	CHECK_INT(cfgetispeed(&u), B9600);
	CHECK_ERRNO(cfsetospeed(&u, 12345678), EINVAL);
	CHECK_INT(tcsetattr(s, TCSAFLUSH, &u), 0);
	memset(&t, 0, sizeof t);
	CHECK_INT(tcgetattr(s, &t), 0);
	CHECK(!(t.c_lflag & ICANON));
	CHECK_INT(t.c_cc[VMIN], 1);
	CHECK_INT(cfgetospeed(&t), B9600);
	CHECK_ERRNO(tcsetattr(s, 7, &u), EINVAL);

	/* raw mode: a byte without newline is readable at once */
	CHECK_INT(write(m, "x", 1), 1);
	char c = 0;
	CHECK_INT(read(s, &c, 1), 1);
	CHECK_INT(c, 'x');

	CHECK_INT(tcdrain(s), 0);
	CHECK_INT(tcflush(s, TCIOFLUSH), 0);
	CHECK_INT(tcflow(s, TCOON), 0);
	CHECK_ERRNO(tcflush(s, 99), EINVAL);
	CHECK_ERRNO(tcgetsid(s), ENOTTY); /* not our controlling terminal */

	int fd = open("/dev/null", O_RDONLY);
	CHECK_ERRNO(tcgetattr(fd, &t), ENOTTY);
	close(fd);
	close(s);
	close(m);

	/* forkpty: the child gets a session whose terminal is the pty */
	pid_t pid = forkpty(&m, name, 0, 0);
	CHECK(pid >= 0);
	if (!pid) {
		char b[64];
		int ok = isatty(0) && isatty(1) && tcgetsid(0) == getpid()
			&& ttyname_r(0, b, sizeof b) == 0;
		write(1, ok ? "ok\n" : "no\n", 3);
		_exit(0);
	}
	char b[16] = { 0 };
	int n = 0;
	long r;
	while (n < 3 && (r = read(m, b + n, sizeof b - 1 - n)) > 0) n += r;
	CHECK(!strncmp(b, "ok", 2));
	int st;
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	close(m);
	return check_done();
}
