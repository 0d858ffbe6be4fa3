#define _GNU_SOURCE
#include <pty.h>
#include <unistd.h>

int login_tty(int);

int forkpty(int *pm, char *name, const struct termios *tio, const struct winsize *ws)
{
	int m, s;
	pid_t pid;

	if (openpty(&m, &s, name, tio, ws)) return -1;
	pid = fork();
	if (pid < 0) {
		close(m);
		close(s);
		return -1;
	}
	if (!pid) {
		close(m);
		if (login_tty(s)) _exit(1);
		return 0;
	}
	close(s);
	*pm = m;
	return pid;
}
