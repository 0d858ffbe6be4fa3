/* Every cancellation point POSIX.1-2017 lists that polyport provides acts
 * on a deferred cancel. Each point runs in a thread whose cancel was
 * requested while cancellation was disabled; enabling it does not act
 * (deferred), so the thread must end in the point itself. A point that
 * blocks without acting is woken by SIGUSR1 after a timeout and reported.
 * Not in polyport (so not tested): aio_suspend, getmsg, getpmsg, mq_*,
 * msgrcv, msgsnd, putmsg, putpmsg. Also: a thread already asleep in
 * sleep() or blocked in read() is cancelled (the deferred cancel of a
 * sleeping thread has to interrupt the sleep). */
#define _GNU_SOURCE
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include "check.h"

static int tmpfd, pipefd[2], sv[2], lfd;
static struct sockaddr_in laddr;
static void *map;
static sem_t zero, ready, go;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_t sleeper;
static char buf[64];
static const struct timespec ten_ms = { 0, 10000000 };

static struct timespec soon(void)
{
	struct timespec t;
	clock_gettime(CLOCK_REALTIME, &t);
	t.tv_nsec += 10000000;
	if (t.tv_nsec >= 1000000000) { t.tv_sec++; t.tv_nsec -= 1000000000; }
	return t;
}

static void unlock(void *p) { pthread_mutex_unlock(p); }

static void p_accept(void) { accept(lfd, 0, 0); }
static void p_clock_nanosleep(void) { clock_nanosleep(CLOCK_MONOTONIC, 0, &ten_ms, 0); }
static void p_close(void) { close(dup(tmpfd)); }
static void p_connect(void)
{
	int s = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	connect(s, (struct sockaddr *)&laddr, sizeof laddr);
}
static void p_creat(void) { creat("/dev/null", 0600); }
static void p_fcntl(void)
{
	struct flock l = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	fcntl(tmpfd, F_SETLKW, &l);
}
static void p_fdatasync(void) { fdatasync(tmpfd); }
static void p_fsync(void) { fsync(tmpfd); }
static void p_lockf(void) { lockf(tmpfd, F_LOCK, 0); }
static void p_msync(void) { msync(map, 4096, MS_SYNC); }
static void p_nanosleep(void) { nanosleep(&ten_ms, 0); }
static void p_open(void) { open("/dev/null", O_RDONLY); }
static void p_openat(void) { openat(AT_FDCWD, "/dev/null", O_RDONLY); }
static void p_pause(void) { pause(); }
static void p_poll(void) { poll(0, 0, 10); }
static void p_pread(void) { pread(tmpfd, buf, 1, 0); }
static void p_pselect(void) { pselect(0, 0, 0, 0, &ten_ms, 0); }
static void p_cond_timedwait(void)
{
	struct timespec t = soon();
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock, &m);
	pthread_cond_timedwait(&cv, &m, &t);
	pthread_cleanup_pop(1);
}
static void p_cond_wait(void)
{
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock, &m);
	pthread_cond_wait(&cv, &m);
	pthread_cleanup_pop(1);
}
static void p_join(void) { pthread_join(sleeper, 0); }
static void p_testcancel(void) { pthread_testcancel(); }
static void p_pwrite(void) { pwrite(tmpfd, "x", 1, 0); }
static void p_read(void) { read(tmpfd, buf, 1); }
static void p_readv(void) { struct iovec v = { buf, 1 }; readv(tmpfd, &v, 1); }
static void p_recv(void) { recv(sv[0], buf, 1, MSG_DONTWAIT); }
static void p_recvfrom(void) { recvfrom(sv[0], buf, 1, MSG_DONTWAIT, 0, 0); }
static void p_recvmsg(void)
{
	struct iovec v = { buf, 1 };
	struct msghdr h = { .msg_iov = &v, .msg_iovlen = 1 };
	recvmsg(sv[0], &h, MSG_DONTWAIT);
}
static void p_select(void) { struct timeval tv = { 0, 10000 }; select(0, 0, 0, 0, &tv); }
static void p_sem_timedwait(void) { struct timespec t = soon(); sem_timedwait(&zero, &t); }
static void p_sem_wait(void) { sem_wait(&zero); }
static void p_send(void) { send(sv[0], "x", 1, MSG_DONTWAIT); }
static void p_sendmsg(void)
{
	struct iovec v = { "x", 1 };
	struct msghdr h = { .msg_iov = &v, .msg_iovlen = 1 };
	sendmsg(sv[0], &h, MSG_DONTWAIT);
}
static void p_sendto(void) { sendto(sv[0], "x", 1, MSG_DONTWAIT, 0, 0); }
static void p_sigsuspend(void) { sigset_t s; sigemptyset(&s); sigsuspend(&s); }
static void p_sigtimedwait(void)
{
	sigset_t s; sigemptyset(&s); sigaddset(&s, SIGUSR2);
	sigtimedwait(&s, 0, &ten_ms);
}
static void p_sigwait(void)
{
	sigset_t s; int sig; sigemptyset(&s); sigaddset(&s, SIGUSR2);
	sigwait(&s, &sig);
}
static void p_sigwaitinfo(void)
{
	sigset_t s; sigemptyset(&s); sigaddset(&s, SIGUSR2);
	sigwaitinfo(&s, 0);
}
static void p_sleep(void) { sleep(1); }
static void p_tcdrain(void) { tcdrain(tmpfd); }
static void p_wait(void) { wait(0); }
static void p_waitid(void) { siginfo_t si; waitid(P_ALL, 0, &si, WEXITED | WNOHANG); }
static void p_waitpid(void) { waitpid(-1, 0, WNOHANG); }
static void p_write(void) { write(tmpfd, "x", 1); }
static void p_writev(void) { struct iovec v = { "x", 1 }; writev(tmpfd, &v, 1); }

static const struct point { const char *name; void (*fn)(void); } points[] = {
	{ "accept", p_accept }, { "clock_nanosleep", p_clock_nanosleep },
	{ "close", p_close }, { "connect", p_connect }, { "creat", p_creat },
	{ "fcntl(F_SETLKW)", p_fcntl }, { "fdatasync", p_fdatasync },
	{ "fsync", p_fsync }, { "lockf(F_LOCK)", p_lockf }, { "msync", p_msync },
	{ "nanosleep", p_nanosleep }, { "open", p_open }, { "openat", p_openat },
	{ "pause", p_pause }, { "poll", p_poll }, { "pread", p_pread },
	{ "pselect", p_pselect }, { "pthread_cond_timedwait", p_cond_timedwait },
	{ "pthread_cond_wait", p_cond_wait }, { "pthread_join", p_join },
	{ "pthread_testcancel", p_testcancel }, { "pwrite", p_pwrite },
	{ "read", p_read }, { "readv", p_readv }, { "recv", p_recv },
	{ "recvfrom", p_recvfrom }, { "recvmsg", p_recvmsg }, { "select", p_select },
	{ "sem_timedwait", p_sem_timedwait }, { "sem_wait", p_sem_wait },
	{ "send", p_send }, { "sendmsg", p_sendmsg }, { "sendto", p_sendto },
	{ "sigsuspend", p_sigsuspend }, { "sigtimedwait", p_sigtimedwait },
	{ "sigwait", p_sigwait }, { "sigwaitinfo", p_sigwaitinfo },
	{ "sleep", p_sleep }, { "tcdrain", p_tcdrain }, { "wait", p_wait },
	{ "waitid", p_waitid }, { "waitpid", p_waitpid }, { "write", p_write },
	{ "writev", p_writev },
};

static void *pending(void *arg)
{
	const struct point *p = arg;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, 0);
	sem_post(&ready);
	while (sem_wait(&go)) ;
	pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, 0);
	p->fn();
	return 0;
}

static void *read_pipe(void *arg)
{
	(void)arg;
	while (read(pipefd[0], buf, 1) < 0) ;
	return 0;
}

static void *sleep_long(void *arg)
{
	(void)arg;
	sem_post(&ready);
	sleep(100);
	return 0;
}

static void nothing(int sig) { (void)sig; }

/* Join T; if it has not ended within 5 s, wake it with SIGUSR1 and report. */
static int joined_cancelled(pthread_t t)
{
	struct timespec at;
	void *res = 0;
	clock_gettime(CLOCK_REALTIME, &at);
	at.tv_sec += 5;
	if (pthread_timedjoin_np(t, &res, &at)) {
		pthread_kill(t, SIGUSR1);
		pthread_join(t, &res);
		return 0;
	}
	return res == PTHREAD_CANCELED;
}

int main(void)
{
	char path[] = "/tmp/cancel_points.XXXXXX";
	struct sigaction sa = { .sa_handler = nothing };
	sigset_t usr2;
	socklen_t len = sizeof laddr;
	sigaction(SIGUSR1, &sa, 0);
	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	pthread_sigmask(SIG_BLOCK, &usr2, 0);

	tmpfd = mkstemp(path);
	CHECK(tmpfd >= 0);
	unlink(path);
	CHECK_INT(write(tmpfd, "data", 4), 4);
	map = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, tmpfd, 0);
	CHECK(map != MAP_FAILED);
	CHECK_INT(pipe(pipefd), 0);
	CHECK_INT(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	lfd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	laddr.sin_family = AF_INET;
	laddr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	CHECK_INT(bind(lfd, (struct sockaddr *)&laddr, sizeof laddr), 0);
	CHECK_INT(listen(lfd, 1), 0);
	CHECK_INT(getsockname(lfd, (struct sockaddr *)&laddr, &len), 0);
	sem_init(&zero, 0, 0);
	sem_init(&ready, 0, 0);
	sem_init(&go, 0, 0);
	CHECK_INT(pthread_create(&sleeper, 0, read_pipe, 0), 0);

	for (size_t i = 0; i < sizeof points / sizeof *points; i++) {
		pthread_t t;
		CHECK_INT(pthread_create(&t, 0, pending, (void *)&points[i]), 0);
		while (sem_wait(&ready)) ;
		CHECK_INT(pthread_cancel(t), 0);
		sem_post(&go);
		check_count++;
		if (!joined_cancelled(t)) check__where(__FILE__, __LINE__, points[i].name);
	}

	/* Already asleep when the cancel comes. */
	pthread_t t;
	CHECK_INT(pthread_create(&t, 0, sleep_long, 0), 0);
	while (sem_wait(&ready)) ;
	nanosleep(&ten_ms, 0);
	CHECK_INT(pthread_cancel(t), 0);
	CHECK(joined_cancelled(t));

	CHECK_INT(pthread_cancel(sleeper), 0);
	CHECK(joined_cancelled(sleeper));
	return check_done();
}
