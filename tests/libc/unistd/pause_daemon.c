#define _GNU_SOURCE
#include <unistd.h>
#include <signal.h>
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include "check.h"

static volatile int got;
static void handler(int s) { got = s; }

int main(void)
{
	struct sigaction sa = { .sa_handler = handler };
	sigaction(SIGUSR1, &sa, 0);
	pid_t parent = getpid();
	pid_t pid = fork();
	if (pid == 0) {
		for (;;) {
			kill(parent, SIGUSR1);
			poll(0, 0, 20);
		}
	}
	CHECK_ERRNO(pause(), EINTR);
	CHECK_INT(got, SIGUSR1);
	kill(pid, SIGKILL);
	waitpid(pid, 0, 0);

	char buf[L_ctermid > 16 ? L_ctermid : 16];
	CHECK_STR(ctermid(buf), "/dev/tty");

	/* daemon: the child leads a new session, sits in /,
	 * with stdin on /dev/null; it reports through a pipe */
	int p[2];
	pipe(p);
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		if (daemon(0, 0)) _exit(1);
		char cwd[8];
		struct { int leader, in_root, nulled; } r = {
			getsid(0) == getpid(),
			getcwd(cwd, sizeof cwd) && !strcmp(cwd, "/"),
			read(0, cwd, 1) == 0,
		};
		write(p[1], &r, sizeof r);
		_exit(0);
	}
	close(p[1]);
	struct { int leader, in_root, nulled; } r = { -1, -1, -1 };
	int st;
	waitpid(pid, &st, 0);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_INT(read(p[0], &r, sizeof r), sizeof r);
	CHECK_INT(r.leader, 1);
	CHECK_INT(r.in_root, 1);
	CHECK_INT(r.nulled, 1);
	return check_done();
}
