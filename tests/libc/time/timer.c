/* POSIX timers: SIGEV_SIGNAL (value, overruns), SIGEV_NONE (countdown),
 * the default notification, SIGEV_THREAD (calls in another thread until
 * deleted) and errors. */
#define _GNU_SOURCE
#include <time.h>
#include <signal.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

static volatile sig_atomic_t got_sig;
static volatile void *got_ptr;
static volatile int got_code;

static void on_sig(int sig, siginfo_t *si, void *uc)
{
	got_sig = sig;
	got_ptr = si->si_value.sival_ptr;
	got_code = si->si_code;
}

static volatile int calls;
static pthread_t caller;
static volatile int in_other_thread;
static void notify(union sigval v)
{
	if (!pthread_equal(pthread_self(), caller)) in_other_thread = 1;
	__atomic_fetch_add((int *)v.sival_ptr, 1, __ATOMIC_SEQ_CST);
}

static const struct itimerspec ms(long first, long every)
{
	struct itimerspec it = { { every / 1000, every % 1000 * 1000000 }, { first / 1000, first % 1000 * 1000000 } };
	return it;
}

int main(void)
{
	struct sigaction sa = { .sa_sigaction = on_sig, .sa_flags = SA_SIGINFO };
	sigaction(SIGUSR1, &sa, 0);
	sigaction(SIGALRM, &sa, 0);
	timer_t t;
	struct itimerspec it, cur;

	/* SIGEV_SIGNAL with a value */
	int marker;
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR1 };
	ev.sigev_value.sival_ptr = &marker;
	CHECK_INT(timer_create(CLOCK_MONOTONIC, &ev, &t), 0);
	it = ms(20, 0);
	CHECK_INT(timer_settime(t, 0, &it, 0), 0);
	for (int i = 0; i < 200 && !got_sig; i++) usleep(5000);
	CHECK_INT(got_sig, SIGUSR1);
	CHECK(got_ptr == &marker);
	CHECK_INT(got_code, SI_TIMER);
	CHECK_INT(timer_gettime(t, &cur), 0);
	CHECK(cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec == 0);

	/* overruns: a 1 ms period while the signal stays blocked */
	sigset_t block;
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, 0);
	got_sig = 0;
	it = ms(1, 1);
	CHECK_INT(timer_settime(t, 0, &it, 0), 0);
	usleep(50000);
	/* (re-arming now would drop the pending, stale signal: unblock first) */
	sigprocmask(SIG_UNBLOCK, &block, 0);
	CHECK_INT(got_sig, SIGUSR1);
	int over = timer_getoverrun(t);
	CHECK(over >= 10);
	CHECK(over < 1000);
	CHECK_INT(timer_delete(t), 0);
	CHECK_ERRNO(timer_getoverrun(t), EINVAL);

	/* SIGEV_NONE: nothing is delivered, the countdown shows; the old
	 * setting is returned */
	ev.sigev_notify = SIGEV_NONE;
	CHECK_INT(timer_create(CLOCK_REALTIME, &ev, &t), 0);
	it = ms(5000, 1000);
	CHECK_INT(timer_settime(t, 0, &it, 0), 0);
	CHECK_INT(timer_gettime(t, &cur), 0);
	CHECK(cur.it_value.tv_sec == 4 || cur.it_value.tv_sec == 5);
	CHECK(cur.it_interval.tv_sec == 1 && cur.it_interval.tv_nsec == 0);
	struct itimerspec old;
	it = ms(0, 0);
	CHECK_INT(timer_settime(t, 0, &it, &old), 0);
	CHECK(old.it_value.tv_sec == 4 || old.it_value.tv_sec == 5);
	/* absolute time in the past fires at once (nothing to see) */
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	it.it_value = now;
	it.it_value.tv_sec -= 10;
	CHECK_INT(timer_settime(t, TIMER_ABSTIME, &it, 0), 0);
	CHECK_INT(timer_delete(t), 0);

	/* no sigevent: SIGALRM carrying the timer id */
	got_sig = 0;
	CHECK_INT(timer_create(CLOCK_MONOTONIC, 0, &t), 0);
	it = ms(10, 0);
	CHECK_INT(timer_settime(t, 0, &it, 0), 0);
	for (int i = 0; i < 200 && !got_sig; i++) usleep(5000);
	CHECK_INT(got_sig, SIGALRM);
	CHECK_INT(timer_delete(t), 0);

	/* SIGEV_THREAD: the function runs in another thread, repeatedly,
	 * and no more after timer_delete */
	int count = 0;
	caller = pthread_self();
	struct sigevent tev = { .sigev_notify = SIGEV_THREAD };
	tev.sigev_notify_function = notify;
	tev.sigev_value.sival_ptr = &count;
	CHECK_INT(timer_create(CLOCK_MONOTONIC, &tev, &t), 0);
	it = ms(5, 5);
	CHECK_INT(timer_settime(t, 0, &it, 0), 0);
	for (int i = 0; i < 400 && __atomic_load_n(&count, __ATOMIC_SEQ_CST) < 5; i++) usleep(5000);
	CHECK(count >= 5);
	CHECK(in_other_thread);
	CHECK_INT(timer_gettime(t, &cur), 0);
	CHECK(cur.it_interval.tv_nsec == 5000000);
	CHECK(timer_getoverrun(t) >= 0);
	CHECK_INT(timer_delete(t), 0);
	usleep(30000);
	int after = __atomic_load_n(&count, __ATOMIC_SEQ_CST);
	usleep(50000);
	CHECK_INT(__atomic_load_n(&count, __ATOMIC_SEQ_CST), after);

	/* several thread timers at once, with attributes */
	{
		int c[3] = { 0, 0, 0 };
		timer_t ts[3];
		pthread_attr_t attr;
		pthread_attr_init(&attr);
		pthread_attr_setstacksize(&attr, 1 << 16);
		tev.sigev_notify_attributes = &attr;
		for (int i = 0; i < 3; i++) {
			tev.sigev_value.sival_ptr = &c[i];
			CHECK_INT(timer_create(CLOCK_MONOTONIC, &tev, &ts[i]), 0);
			it = ms(3 + i, 3);
			CHECK_INT(timer_settime(ts[i], 0, &it, 0), 0);
		}
		for (int i = 0; i < 400 && (c[0] < 3 || c[1] < 3 || c[2] < 3); i++) usleep(5000);
		CHECK(c[0] >= 3 && c[1] >= 3 && c[2] >= 3);
		for (int i = 0; i < 3; i++) CHECK_INT(timer_delete(ts[i]), 0);
		pthread_attr_destroy(&attr);
	}

	/* errors */
	ev.sigev_notify = SIGEV_SIGNAL;
	errno = 0;
	CHECK(timer_create(12345, &ev, &t) == -1 && errno == EINVAL);
	ev.sigev_notify = 77;
	errno = 0;
	CHECK(timer_create(CLOCK_MONOTONIC, &ev, &t) == -1 && errno == EINVAL);
	ev.sigev_notify = SIGEV_NONE;
	CHECK_INT(timer_create(CLOCK_MONOTONIC, &ev, &t), 0);
	it = ms(10, 0);
	it.it_value.tv_nsec = 1000000000;
	CHECK_ERRNO(timer_settime(t, 0, &it, 0), EINVAL);
	CHECK_INT(timer_delete(t), 0);
	return check_done();
}
