/* A signal ends nanosleep, clock_nanosleep, sleep and usleep early, once,
 * with no retry: EINTR (or its return value) and the unslept time. The
 * SIGALRM comes from alarm(), which is setitimer-based on every arch. */
#include <time.h>
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <sys/time.h>
#include "check.h"

unsigned alarm(unsigned);
unsigned sleep(unsigned);
int usleep(unsigned);

static volatile sig_atomic_t fired;
static void on_alarm(int sig) { (void)sig; fired++; }

static void arm_ms(long ms)
{
	struct itimerval it = { .it_value = { ms / 1000, ms % 1000 * 1000 } };
	setitimer(ITIMER_REAL, &it, 0);
}

int main(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;	/* no SA_RESTART: sleeps must not restart anyway */
	CHECK_INT(sigaction(SIGALRM, &sa, 0), 0);

	struct timespec req = { 3, 0 }, rem = { 0, 0 }, a, b;
	clock_gettime(CLOCK_MONOTONIC, &a);
	arm_ms(100);
	CHECK_ERRNO(nanosleep(&req, &rem), EINTR);
	clock_gettime(CLOCK_MONOTONIC, &b);
	CHECK_INT(fired, 1);
	CHECK(b.tv_sec - a.tv_sec < 2);	/* it did not go back to sleep */
	CHECK(rem.tv_sec >= 1 && rem.tv_sec <= 2);
	CHECK(rem.tv_nsec >= 0 && rem.tv_nsec < 1000000000);

	/* clock_nanosleep reports EINTR as its return value, errno untouched. */
	arm_ms(100);
	errno = 0;
	rem.tv_sec = 0;
	CHECK_INT(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, &rem), EINTR);
	CHECK_INT(errno, 0);
	CHECK_INT(fired, 2);
	CHECK(rem.tv_sec >= 1 && rem.tv_sec <= 2);

	/* sleep returns the unslept whole seconds (2.9 -> 2). */
	alarm(0);
	arm_ms(100);
	unsigned left = sleep(3);
	CHECK_INT(fired, 3);
	CHECK_INT(left, 2);

	/* usleep: -1/EINTR. */
	arm_ms(50);
	CHECK_ERRNO(usleep(2000000), EINTR);
	CHECK_INT(fired, 4);

	/* alarm itself delivers SIGALRM. */
	alarm(1);
	CHECK_INT(sleep(5) >= 3, 1);
	CHECK_INT(fired, 5);
	return check_done();
}
