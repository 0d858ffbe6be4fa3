#include <mqueue.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static char name[64];

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static struct timespec in_ms(long ms)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += ms * 1000000;
	ts.tv_sec += ts.tv_nsec / 1000000000;
	ts.tv_nsec %= 1000000000;
	return ts;
}

static volatile int started;
static void *receiver(void *arg)
{
	char buf[32];
	started = 1;
	mq_receive(*(mqd_t *)arg, buf, sizeof buf, 0);
	return 0;
}

int main(void)
{
	snprintf(name, sizeof name, "/polyport-mq-%d", (int)getpid());
	struct mq_attr attr = { .mq_maxmsg = 4, .mq_msgsize = 32 }, a;
	mqd_t q = mq_open(name, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	if (q < 0 && errno == ENOSYS) SKIP("mq_open: ENOSYS (no POSIX message queues in this kernel or emulator)");
	CHECK(q >= 0);

	memset(&a, 0x5a, sizeof a);
	CHECK_INT(mq_getattr(q, &a), 0);
	CHECK_INT(a.mq_maxmsg, 4);
	CHECK_INT(a.mq_msgsize, 32);
	CHECK_INT(a.mq_curmsgs, 0);
	CHECK_INT(a.mq_flags, 0);

	/* highest priority first, in order of arrival within one */
	CHECK_INT(mq_send(q, "one", 4, 1), 0);
	CHECK_INT(mq_send(q, "five", 5, 5), 0);
	CHECK_INT(mq_send(q, "three", 6, 3), 0);
	CHECK_INT(mq_send(q, "five again", 11, 5), 0);
	CHECK_INT(mq_getattr(q, &a), 0);
	CHECK_INT(a.mq_curmsgs, 4);
	char buf[64];
	unsigned prio = 99;
	CHECK_ERRNO(mq_receive(q, buf, 31, &prio), EMSGSIZE);
	CHECK_INT(mq_receive(q, buf, sizeof buf, &prio), 5);
	CHECK_STR(buf, "five");
	CHECK_INT(prio, 5);
	CHECK_INT(mq_receive(q, buf, sizeof buf, &prio), 11);
	CHECK_STR(buf, "five again");
	CHECK_INT(mq_receive(q, buf, sizeof buf, &prio), 6);
	CHECK_INT(prio, 3);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 4);
	CHECK_STR(buf, "one");
	CHECK_ERRNO(mq_send(q, buf, 33, 0), EMSGSIZE);

	/* full: a timed send gives up at its (absolute, CLOCK_REALTIME)
	 * time; in non-blocking mode it says EAGAIN at once */
	for (int i = 0; i < 4; i++) CHECK_INT(mq_send(q, "x", 1, 0), 0);
	struct timespec ts = in_ms(100);
	double t0 = now();
	CHECK_ERRNO(mq_timedsend(q, "y", 1, 0, &ts), ETIMEDOUT);
	CHECK(now() - t0 >= 0.09);
	struct mq_attr nb = { .mq_flags = O_NONBLOCK }, old;
	memset(&old, 0x5a, sizeof old);
	CHECK_INT(mq_setattr(q, &nb, &old), 0);
	CHECK_INT(old.mq_flags, 0);
	CHECK_INT(old.mq_curmsgs, 4);
	CHECK_INT(mq_getattr(q, &a), 0);
	CHECK_INT(a.mq_flags, O_NONBLOCK);
	CHECK_INT(a.mq_maxmsg, 4);
	CHECK_ERRNO(mq_send(q, "y", 1, 0), EAGAIN);
	for (int i = 0; i < 4; i++) CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 1);
	CHECK_ERRNO(mq_receive(q, buf, sizeof buf, 0), EAGAIN);
	nb.mq_flags = 0;
	CHECK_INT(mq_setattr(q, &nb, 0), 0);
	ts = in_ms(100);
	t0 = now();
	CHECK_ERRNO(mq_timedreceive(q, buf, sizeof buf, &prio, &ts), ETIMEDOUT);
	CHECK(now() - t0 >= 0.09);
	ts.tv_nsec = 2000000000;
	CHECK_ERRNO(mq_timedreceive(q, buf, sizeof buf, &prio, &ts), EINVAL);

	/* another process: it blocks in mq_receive until the parent sends */
	pid_t kid = fork();
	if (kid == 0) {
		mqd_t k = mq_open(name, O_RDONLY);
		char b[32];
		unsigned p;
		ssize_t n = mq_receive(k, b, sizeof b, &p);
		_exit(n == 6 && !strcmp(b, "hello") && p == 7 ? 0 : 1);
	}
	usleep(50000);
	CHECK_INT(mq_send(q, "hello", 6, 7), 0);
	int st;
	CHECK_INT(waitpid(kid, &st, 0), kid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);

	/* mq_receive is a cancellation point */
	pthread_t t;
	void *res = 0;
	CHECK_INT(pthread_create(&t, 0, receiver, &q), 0);
	while (!started) usleep(1000);
	usleep(20000);
	CHECK_INT(pthread_cancel(t), 0);
	CHECK_INT(pthread_join(t, &res), 0);
	CHECK(res == PTHREAD_CANCELED);

	/* opening: exclusive creation, access modes, names */
	CHECK_ERRNO(mq_open(name, O_CREAT | O_EXCL | O_RDWR, 0600, 0), EEXIST);
	mqd_t r = mq_open(name, O_RDONLY);
	CHECK(r >= 0);
	CHECK_ERRNO(mq_send(r, "z", 1, 0), EBADF);
	CHECK_INT(mq_close(r), 0);
	CHECK_ERRNO(mq_close(r), EBADF);
	CHECK_ERRNO(mq_open(name + 1, O_RDONLY), EINVAL);
	CHECK_ERRNO(mq_unlink(name + 1), EINVAL);
	attr.mq_maxmsg = 0;
	char other[80];
	snprintf(other, sizeof other, "%s-b", name);
	CHECK_ERRNO(mq_open(other, O_CREAT | O_RDWR, 0600, &attr), EINVAL);
	/* without attributes: the system's defaults */
	mqd_t d = mq_open(other, O_CREAT | O_EXCL | O_RDWR, 0600, 0);
	CHECK(d >= 0);
	CHECK_INT(mq_getattr(d, &a), 0);
	CHECK(a.mq_maxmsg > 0 && a.mq_msgsize > 0);
	CHECK_INT(mq_close(d), 0);
	CHECK_INT(mq_unlink(other), 0);

	/* unlinked: the name is gone, the open queue still works */
	CHECK_INT(mq_unlink(name), 0);
	CHECK_ERRNO(mq_unlink(name), ENOENT);
	CHECK_ERRNO(mq_open(name, O_RDONLY), ENOENT);
	CHECK_INT(mq_send(q, "still", 6, 0), 0);
	CHECK_INT(mq_receive(q, buf, sizeof buf, 0), 6);
	CHECK_INT(mq_close(q), 0);
	return check_done();
}
