#define _GNU_SOURCE
#include <sys/timerfd.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int fd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
	CHECK(fd >= 0);
	CHECK(fcntl(fd, F_GETFD) & FD_CLOEXEC);
	CHECK(fcntl(fd, F_GETFL) & O_NONBLOCK);
	uint64_t n;
	CHECK_ERRNO(read(fd, &n, sizeof n), EAGAIN);

	struct itimerspec it = { { 0, 2000000 }, { 0, 10000000 } }, cur, old;
	CHECK_INT(timerfd_settime(fd, 0, &it, 0), 0);
	CHECK_INT(timerfd_gettime(fd, &cur), 0);
	CHECK(cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec > 0 && cur.it_value.tv_nsec <= 10000000);
	CHECK(cur.it_interval.tv_nsec == 2000000);
	struct pollfd p = { fd, POLLIN, 0 };
	CHECK_INT(poll(&p, 1, 2000), 1);
	usleep(20000);
	CHECK_INT(read(fd, &n, sizeof n), 8);
	CHECK(n >= 2);

	/* absolute, in the past: one expiry at once */
	struct itimerspec abs = { { 0, 0 }, { 0, 0 } };
	clock_gettime(CLOCK_MONOTONIC, &abs.it_value);
	abs.it_value.tv_sec -= 1;
	CHECK_INT(timerfd_settime(fd, TFD_TIMER_ABSTIME, &abs, &old), 0);
	CHECK(old.it_interval.tv_nsec == 2000000);
	CHECK_INT(read(fd, &n, sizeof n), 8);
	CHECK(n == 1);

	CHECK_ERRNO(timerfd_create(CLOCK_MONOTONIC, 0x40), EINVAL);
	CHECK_ERRNO(timerfd_settime(fd, 0x80, &it, 0), EINVAL);
	CHECK_ERRNO(timerfd_gettime(-1, &cur), EBADF);
	close(fd);
	return check_done();
}
