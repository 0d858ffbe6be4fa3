/* A thread already blocked in a cancellation point is cancelled there.
 * For each point POSIX.1-2017 lists that can be made to block, a thread
 * enters it; once the kernel shows the thread asleep, it is cancelled and
 * must end with PTHREAD_CANCELED (a pending cancel acted on at entry is
 * thread/cancel_points). A thread still blocked 5 s later is reported and
 * woken with SIGUSR1.
 *
 * Points that cannot be made to block here: pread and pwrite (regular
 * files never block; pipes and sockets refuse an offset), fsync,
 * fdatasync and msync (they return once the data is written), and
 * tcdrain (a pseudo-terminal's drain wait does not heed signals, so no
 * libc can cancel it there). Not in polyport: aio_suspend, getmsg,
 * getpmsg, putmsg, putpmsg, mq_*, msgrcv, msgsnd. Also usleep, which
 * POSIX no longer has but glibc makes a cancellation point. */
#define _GNU_SOURCE
#include <pthread.h>
#include <fcntl.h>
#include <poll.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/wait.h>
#include "check.h"

static int empty[2];      /* a pipe nobody writes */
static int full[2];       /* a pipe nobody reads, full */
static int sempty[2];     /* a socket pair, nothing sent */
static int sfull[2];      /* a socket pair, [0]'s send buffer full */
static int lsock;         /* a listening socket nobody connects to */
static struct sockaddr_un busy; /* a listener whose backlog is full */
static int tcpfull = -1;  /* a TCP socket with unsent data and SO_LINGER */
static int lockfd;        /* a file another process holds locked */
static pid_t locker, forever;
static char fifo[64];
static char buf[64];
static sem_t zero;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_t never_ends;
static const struct timespec long_time = { 1000, 0 };
static volatile pid_t blocked_tid;

static struct timespec later(void)
{
	struct timespec t;
	clock_gettime(CLOCK_REALTIME, &t);
	t.tv_sec += 1000;
	return t;
}

static void unlock(void *p) { pthread_mutex_unlock(p); }

static void p_accept(void) { accept(lsock, 0, 0); }
static void p_clock_nanosleep(void) { clock_nanosleep(CLOCK_MONOTONIC, 0, &long_time, 0); }
static void p_close(void) { close(tcpfull); }
static void p_connect(void)
{
	int s = socket(AF_UNIX, SOCK_STREAM, 0);
	connect(s, (struct sockaddr *)&busy, sizeof busy);
}
static void p_creat(void) { creat(fifo, 0600); }
static void p_fcntl(void)
{
	struct flock l = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	fcntl(lockfd, F_SETLKW, &l);
}
static void p_lockf(void) { lockf(lockfd, F_LOCK, 0); }
static void p_nanosleep(void) { nanosleep(&long_time, 0); }
static void p_open(void) { open(fifo, O_RDONLY); }
static void p_openat(void) { openat(AT_FDCWD, fifo, O_RDONLY); }
static void p_pause(void) { pause(); }
static void p_poll(void) { struct pollfd p = { empty[0], POLLIN }; poll(&p, 1, -1); }
static void p_pselect(void)
{
	fd_set r;
	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	pselect(empty[0] + 1, &r, 0, 0, 0, 0);
}
static void p_cond_timedwait(void)
{
	struct timespec t = later();
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
static void p_join(void) { pthread_join(never_ends, 0); }
static void p_read(void) { read(empty[0], buf, 1); }
static void p_readv(void) { struct iovec v = { buf, 1 }; readv(empty[0], &v, 1); }
static void p_recv(void) { recv(sempty[0], buf, 1, 0); }
static void p_recvfrom(void) { recvfrom(sempty[0], buf, 1, 0, 0, 0); }
static void p_recvmsg(void)
{
	struct iovec v = { buf, 1 };
	struct msghdr h = { .msg_iov = &v, .msg_iovlen = 1 };
	recvmsg(sempty[0], &h, 0);
}
static void p_select(void)
{
	fd_set r;
	FD_ZERO(&r);
	FD_SET(empty[0], &r);
	select(empty[0] + 1, &r, 0, 0, 0);
}
static void p_sem_timedwait(void) { struct timespec t = later(); sem_timedwait(&zero, &t); }
static void p_sem_wait(void) { sem_wait(&zero); }
static void p_send(void) { send(sfull[0], "x", 1, 0); }
static void p_sendmsg(void)
{
	struct iovec v = { "x", 1 };
	struct msghdr h = { .msg_iov = &v, .msg_iovlen = 1 };
	sendmsg(sfull[0], &h, 0);
}
static void p_sendto(void) { sendto(sfull[0], "x", 1, 0, 0, 0); }
static void p_sigsuspend(void) { sigset_t s; sigemptyset(&s); sigsuspend(&s); }
static void p_sigtimedwait(void)
{
	sigset_t s; sigemptyset(&s); sigaddset(&s, SIGUSR2);
	sigtimedwait(&s, 0, &long_time);
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
static void p_sleep(void) { sleep(1000); }
static void p_usleep(void) { for (;;) usleep(500000); }
static void p_wait(void) { wait(0); }
static void p_waitid(void) { siginfo_t si; waitid(P_PID, forever, &si, WEXITED); }
static void p_waitpid(void) { waitpid(forever, 0, 0); }
static void p_write(void) { write(full[1], "x", 1); }
static void p_writev(void) { struct iovec v = { "x", 1 }; writev(full[1], &v, 1); }

static const struct point { const char *name; void (*fn)(void); } points[] = {
	{ "accept", p_accept }, { "clock_nanosleep", p_clock_nanosleep },
	{ "connect", p_connect }, { "creat", p_creat },
	{ "fcntl(F_SETLKW)", p_fcntl }, { "lockf(F_LOCK)", p_lockf },
	{ "nanosleep", p_nanosleep }, { "open", p_open }, { "openat", p_openat },
	{ "pause", p_pause }, { "poll", p_poll }, { "pselect", p_pselect },
	{ "pthread_cond_timedwait", p_cond_timedwait },
	{ "pthread_cond_wait", p_cond_wait }, { "pthread_join", p_join },
	{ "read", p_read }, { "readv", p_readv }, { "recv", p_recv },
	{ "recvfrom", p_recvfrom }, { "recvmsg", p_recvmsg }, { "select", p_select },
	{ "sem_timedwait", p_sem_timedwait }, { "sem_wait", p_sem_wait },
	{ "send", p_send }, { "sendmsg", p_sendmsg }, { "sendto", p_sendto },
	{ "sigsuspend", p_sigsuspend }, { "sigtimedwait", p_sigtimedwait },
	{ "sigwait", p_sigwait }, { "sigwaitinfo", p_sigwaitinfo },
	{ "sleep", p_sleep }, { "usleep", p_usleep }, { "wait", p_wait },
	{ "waitid", p_waitid }, { "waitpid", p_waitpid }, { "write", p_write },
	{ "writev", p_writev },
	{ "close", p_close }, /* last: it uses up the socket */
};

static void *enter(void *arg)
{
	const struct point *p = arg;
	blocked_tid = syscall(SYS_gettid);
	p->fn();
	return 0;
}

static void *sleep_forever(void *arg)
{
	for (;;) pause();
	return 0;
}

static void nothing(int sig) { (void)sig; }

/* The state letter of thread TID in /proc ('?' once it is gone). */
static char state_of(pid_t tid)
{
	char path[64], st[256];
	snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)tid);
	int fd = open(path, O_RDONLY);
	if (fd < 0) return '?';
	ssize_t n = read(fd, st, sizeof st - 1);
	close(fd);
	if (n <= 0) return '?';
	st[n] = 0;
	char *e = strrchr(st, ')');
	return e && e[1] == ' ' ? e[2] : '?';
}

/* Fills FD (made non-blocking for the while) until it would block. */
static void fill(int fd)
{
	static char chunk[4096];
	int fl = fcntl(fd, F_GETFL);
	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	while (write(fd, chunk, sizeof chunk) > 0) ;
	while (write(fd, chunk, 1) > 0) ;
	fcntl(fd, F_SETFL, fl);
}

static void setup(const char *dir)
{
	CHECK_INT(pipe(empty), 0);
	CHECK_INT(pipe(full), 0);
	fill(full[1]);
	CHECK_INT(socketpair(AF_UNIX, SOCK_STREAM, 0, sempty), 0);
	CHECK_INT(socketpair(AF_UNIX, SOCK_STREAM, 0, sfull), 0);
	fill(sfull[0]);

	struct sockaddr_un a = { .sun_family = AF_UNIX };
	snprintf(a.sun_path, sizeof a.sun_path, "%s/listen", dir);
	lsock = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK_INT(bind(lsock, (struct sockaddr *)&a, sizeof a), 0);
	CHECK_INT(listen(lsock, 1), 0);
	/* a listener that never accepts, its backlog taken by one connection */
	busy.sun_family = AF_UNIX;
	snprintf(busy.sun_path, sizeof busy.sun_path, "%s/busy", dir);
	int b = socket(AF_UNIX, SOCK_STREAM, 0);
	CHECK_INT(bind(b, (struct sockaddr *)&busy, sizeof busy), 0);
	CHECK_INT(listen(b, 0), 0);
	CHECK_INT(connect(socket(AF_UNIX, SOCK_STREAM, 0), (struct sockaddr *)&busy, sizeof busy), 0);

	snprintf(fifo, sizeof fifo, "%s/fifo", dir);
	CHECK_INT(mkfifo(fifo, 0600), 0);

	char path[64];
	snprintf(path, sizeof path, "%s/lock", dir);
	lockfd = open(path, O_RDWR | O_CREAT, 0600);
	CHECK(lockfd >= 0);
	int p[2];
	CHECK_INT(pipe(p), 0);
	locker = fork();
	if (!locker) {
		struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
		fcntl(lockfd, F_SETLK, &fl);
		write(p[1], "x", 1);
		for (;;) pause();
	}
	CHECK_INT(read(p[0], buf, 1), 1);
	forever = fork();
	if (!forever) for (;;) pause();

	/* close waits for unsent data when SO_LINGER says so (made after the
	 * forks, so that no child holds the socket open) */
	struct sockaddr_in in = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t len = sizeof in;
	int l = socket(AF_INET, SOCK_STREAM, 0);
	CHECK_INT(bind(l, (struct sockaddr *)&in, sizeof in), 0);
	CHECK_INT(listen(l, 1), 0);
	CHECK_INT(getsockname(l, (struct sockaddr *)&in, &len), 0);
	tcpfull = socket(AF_INET, SOCK_STREAM, 0);
	CHECK_INT(connect(tcpfull, (struct sockaddr *)&in, sizeof in), 0);
	CHECK(accept(l, 0, 0) >= 0);
	fill(tcpfull);
	struct linger lg = { 1, 1000 };
	CHECK_INT(setsockopt(tcpfull, SOL_SOCKET, SO_LINGER, &lg, sizeof lg), 0);

	sem_init(&zero, 0, 0);
	CHECK_INT(pthread_create(&never_ends, 0, sleep_forever, 0), 0);
}

int main(void)
{
	char dir[] = "/tmp/cancel_blocked.XXXXXX";
	struct sigaction sa = { .sa_handler = nothing };
	sigset_t usr2;
	sigaction(SIGUSR1, &sa, 0);
	sigemptyset(&usr2);
	sigaddset(&usr2, SIGUSR2);
	pthread_sigmask(SIG_BLOCK, &usr2, 0);
	alarm(300);
	CHECK(mkdtemp(dir) != NULL);
	setup(dir);

	for (size_t i = 0; i < sizeof points / sizeof *points; i++) {
		const struct point *p = &points[i];
		pthread_t t;
		blocked_tid = 0;
		CHECK_INT(pthread_create(&t, 0, enter, (void *)p), 0);
		while (!blocked_tid) sched_yield();

		/* asleep in the kernel, and for a moment longer */
		char st = 0;
		for (int n = 0; n < 300 && (st = state_of(blocked_tid)) != 'S'; n++)
			nanosleep(&(struct timespec){ 0, 10000000 }, 0);
		nanosleep(&(struct timespec){ 0, 20000000 }, 0);
		check_count++;
		if (st != 'S' || state_of(blocked_tid) != 'S') {
			check__where(__FILE__, __LINE__, p->name);
			check__put("    did not block\n");
		}

		CHECK_INT(pthread_cancel(t), 0);
		struct timespec at;
		void *res = 0;
		clock_gettime(CLOCK_REALTIME, &at);
		at.tv_sec += 5;
		int r = pthread_timedjoin_np(t, &res, &at);
		if (r) {
			pthread_kill(t, SIGUSR1);
			pthread_join(t, &res);
		}
		check_count++;
		if (res != PTHREAD_CANCELED) {
			check__where(__FILE__, __LINE__, p->name);
			check__put(r ? "    still blocked 5 s after the cancel\n" : "    returned instead of being cancelled\n");
		}
	}

	kill(locker, SIGKILL);
	kill(forever, SIGKILL);
	waitpid(locker, 0, 0);
	waitpid(forever, 0, 0);
	char path[80];
	const char *names[] = { "listen", "busy", "fifo", "lock" };
	for (int i = 0; i < 4; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		unlink(path);
	}
	rmdir(dir);
	return check_done();
}
