#define _GNU_SOURCE
#include <poll.h>
#include <sys/select.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include "check.h"

static volatile int got;
static void handler(int s) { got = s; }

int main(void)
{
	int p[2];
	CHECK_INT(pipe(p), 0);

	/* nothing to read yet: poll times out, write side is ready */
	struct pollfd fds[2] = { { p[0], POLLIN, 0 }, { p[1], POLLOUT, 0 } };
	CHECK_INT(poll(fds, 1, 0), 0);
	CHECK_INT(poll(fds, 2, 10), 1);
	CHECK_INT(fds[1].revents, POLLOUT);
	CHECK_INT(fds[0].revents, 0);

	write(p[1], "x", 1);
	CHECK_INT(poll(fds, 1, -1), 1);
	CHECK_INT(fds[0].revents, POLLIN);

	struct timespec ts = { 0, 1000000 };
	CHECK_INT(ppoll(fds, 1, &ts, 0), 1);

	/* select sees the same, and writes back the time left */
	fd_set r, w;
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	struct timeval tv = { 5, 0 };
	CHECK_INT(select(p[0] + 1, &r, 0, 0, &tv), 1);
	CHECK(FD_ISSET(p[0], &r));
	CHECK(tv.tv_sec <= 5 && tv.tv_sec >= 4);

	char c;
	read(p[0], &c, 1);
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	tv.tv_sec = 0;
	tv.tv_usec = 20000;
	CHECK_INT(select(p[0] + 1, &r, 0, 0, &tv), 0);
	CHECK(!FD_ISSET(p[0], &r));
	CHECK_INT(tv.tv_sec, 0);
	CHECK_INT(tv.tv_usec, 0);

	FD_ZERO(&w);
	FD_SET(p[1], &w);
	struct timespec zero = { 0, 0 };
	CHECK_INT(pselect(p[1] + 1, 0, &w, 0, &zero, 0), 1);

	tv.tv_sec = -1;
	CHECK_ERRNO(select(1, 0, 0, 0, &tv), EINVAL);
	fds[0].fd = -1;
	CHECK_INT(poll(fds, 1, 0), 0);

	/* pselect's mask is in force only while it waits: a blocked signal
	 * that it unblocks interrupts it */
	struct sigaction sa = { .sa_handler = handler };
	sigaction(SIGUSR1, &sa, 0);
	sigset_t block, empty;
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, 0);
	raise(SIGUSR1);
	CHECK_INT(got, 0);
	sigemptyset(&empty);
	struct timespec sec = { 5, 0 };
	FD_ZERO(&r);
	FD_SET(p[0], &r);
	CHECK_ERRNO(pselect(p[0] + 1, &r, 0, 0, &sec, &empty), EINTR);
	CHECK_INT(got, SIGUSR1);
	return check_done();
}
