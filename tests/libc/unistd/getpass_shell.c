#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include <string.h>
#include <stdlib.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include "check.h"

static int open_pty(char *name)
{
	int m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0) return -1;
	int unlock = 0;
	unsigned n;
	if (ioctl(m, TIOCSPTLCK, &unlock) || ioctl(m, TIOCGPTN, &n)) return -1;
	strcpy(name, "/dev/pts/");
	char d[12]; int k = 0, l = 9;
	do d[k++] = '0' + n % 10; while (n /= 10);
	while (k) name[l++] = d[--k];
	name[l] = 0;
	return m;
}

int main(void)
{
	/* getusershell lists /etc/shells minus comments, or the defaults */
	char *s;
	int n = 0, sh = 0;
	setusershell();
	while ((s = getusershell())) {
		CHECK(s[0] == '/');
		if (!strcmp(s, "/bin/sh")) sh = 1;
		n++;
	}
	CHECK(n >= 1);
	CHECK_INT(sh, 1);
	setusershell();
	int again = 0;
	while (getusershell()) again++;
	CHECK_INT(again, n);
	endusershell();

	/* getpass on a pseudo-terminal: the prompt shows, the answer does not */
	char name[32];
	int m = open_pty(name);
	if (m < 0) SKIP("no pseudo-terminals");
	int p[2];
	pipe(p);
	pid_t pid = fork();
	if (pid == 0) {
		setsid();
		int t = open(name, O_RDWR);  /* becomes the controlling terminal */
		if (t < 0) _exit(1);
		char *r = getpass("Password: ");
		write(p[1], r ? r : "(null)", r ? strlen(r) : 6);
		_exit(0);
	}
	close(p[1]);
	char buf[256];
	int got = 0;
	/* wait for the prompt before typing, so echo is already off */
	while (got < 10) {
		struct pollfd pf = { m, POLLIN, 0 };
		if (poll(&pf, 1, 5000) <= 0) break;
		int r = read(m, buf + got, sizeof buf - 1 - got);
		if (r <= 0) break;
		got += r;
	}
	buf[got] = 0;
	CHECK_STR(buf, "Password: ");
	write(m, "hunter2\n", 8);
	char ans[64] = {0};
	int a = 0, r;
	while ((r = read(p[0], ans + a, sizeof ans - 1 - a)) > 0) a += r;
	CHECK_STR(ans, "hunter2");
	int st;
	waitpid(pid, &st, 0);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	/* what the terminal echoed after the prompt: only the newline */
	struct pollfd pf = { m, POLLIN, 0 };
	got = 0;
	while (poll(&pf, 1, 200) > 0 && (r = read(m, buf + got, sizeof buf - 1 - got)) > 0) got += r;
	buf[got] = 0;
	CHECK(strstr(buf, "hunter2") == 0);
	return check_done();
}
