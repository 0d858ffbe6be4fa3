#include <mqueue.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static sem_t called;
static volatile int got_val, ncalls;
static volatile pthread_t caller, main_thread;

static void notified(union sigval v)
{
	got_val = v.sival_int;
	caller = pthread_self();
	ncalls++;
	sem_post(&called);
}

static int wait_called(long ms)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += ms * 1000000;
	ts.tv_sec += ts.tv_nsec / 1000000000;
	ts.tv_nsec %= 1000000000;
	int r;
	while ((r = sem_timedwait(&called, &ts)) < 0 && errno == EINTR);
	return r;
}

int main(void)
{
	char name[64], buf[32];
	snprintf(name, sizeof name, "/polyport-mqn-%d", (int)getpid());
	struct mq_attr attr = { .mq_maxmsg = 4, .mq_msgsize = 16 };
	mqd_t q = mq_open(name, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	if (q < 0 && errno == ENOSYS) SKIP("mq_open: ENOSYS (no POSIX message queues in this kernel or emulator)");
	CHECK(q >= 0);
	mq_unlink(name);

	/* SIGEV_SIGNAL: the signal comes when a message reaches the empty
	 * queue, with SI_MESGQ and the value given */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, 0);
	struct sigevent sev;
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	sev.sigev_value.sival_int = 42;
	if (mq_notify(q, &sev) < 0 && errno == ENOSYS)
		SKIP("mq_notify: ENOSYS (qemu-user does not implement the mq_notify syscall)");
	/* one process at a time may be registered */
	pid_t kid = fork();
	if (kid == 0) _exit(mq_notify(q, &sev) == -1 && errno == EBUSY ? 0 : 1);
	int st;
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_ERRNO(mq_notify(q, &sev), EBUSY);

	CHECK_INT(mq_send(q, "a", 2, 0), 0);
	siginfo_t si;
	struct timespec two = { 2, 0 }, short_wait = { 0, 100000000 };
	CHECK_INT(sigtimedwait(&set, &si, &two), SIGUSR1);
	CHECK_INT(si.si_code, SI_MESGQ);
	CHECK_INT(si.si_value.sival_int, 42);
	CHECK_INT(si.si_pid, getpid());
	/* one notification, then the registration is gone */
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);
	CHECK_INT(mq_send(q, "b", 2, 0), 0);
	CHECK_ERRNO(sigtimedwait(&set, &si, &short_wait), EAGAIN);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);

	/* a null event takes a registration back; a message then signals
	 * nothing */
	CHECK_INT(mq_notify(q, &sev), 0);
	CHECK_INT(mq_notify(q, 0), 0);
	CHECK_INT(mq_send(q, "c", 2, 0), 0);
	CHECK_ERRNO(sigtimedwait(&set, &si, &short_wait), EAGAIN);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);
	/* SIGEV_NONE registers without any notification */
	sev.sigev_notify = SIGEV_NONE;
	CHECK_INT(mq_notify(q, &sev), 0);
	CHECK_ERRNO(mq_notify(q, &sev), EBUSY);
	CHECK_INT(mq_notify(q, 0), 0);

	/* SIGEV_THREAD: the function runs once, in another thread, with the
	 * value given */
	sem_init(&called, 0, 0);
	main_thread = pthread_self();
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_THREAD;
	sev.sigev_notify_function = notified;
	sev.sigev_value.sival_int = 7;
	CHECK_INT(mq_notify(q, &sev), 0);
	CHECK_ERRNO(mq_notify(q, &sev), EBUSY);
	CHECK_INT(mq_send(q, "d", 2, 0), 0);
	CHECK_INT(wait_called(5000), 0);
	CHECK_INT(got_val, 7);
	CHECK(!pthread_equal(caller, main_thread));
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);
	CHECK_INT(mq_send(q, "e", 2, 0), 0);
	CHECK_ERRNO(wait_called(100), ETIMEDOUT);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);
	/* a thread registration taken back never calls the function */
	CHECK_INT(mq_notify(q, &sev), 0);
	CHECK_INT(mq_notify(q, 0), 0);
	CHECK_INT(mq_send(q, "f", 2, 0), 0);
	CHECK_ERRNO(wait_called(100), ETIMEDOUT);
	CHECK_INT(ncalls, 1);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 2);
	/* and the queue can be registered again */
	CHECK_INT(mq_notify(q, &sev), 0);
	CHECK_INT(mq_send(q, "g", 2, 0), 0);
	CHECK_INT(wait_called(5000), 0);
	CHECK_INT(ncalls, 2);

	CHECK_ERRNO(mq_notify(-1, &sev), EBADF);
	CHECK_INT(mq_close(q), 0);
	return check_done();
}
