#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static int wait_done(struct aiocb *cb)
{
	const struct aiocb *l[1] = { cb };
	struct timespec ts = { 10, 0 };
	while (aio_error(cb) == EINPROGRESS)
		if (aio_suspend(l, 1, &ts) && errno != EINTR) return -1;
	return 0;
}

static struct aiocb cb_for(int fd, void *buf, size_t n, off_t off)
{
	struct aiocb cb;
	memset(&cb, 0, sizeof cb);
	cb.aio_fildes = fd;
	cb.aio_buf = buf;
	cb.aio_nbytes = n;
	cb.aio_offset = off;
	cb.aio_sigevent.sigev_notify = SIGEV_NONE;
	return cb;
}

static sem_t fired;
static volatile int fired_val;
static void on_done(union sigval v)
{
	fired_val = v.sival_int;
	sem_post(&fired);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(void)
{
	char path[] = "/tmp/aioXXXXXX", buf[64];
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	unlink(path);

	/* write, then read back part of it */
	struct aiocb w = cb_for(fd, "hello world", 11, 0);
	CHECK_INT(aio_write(&w), 0);
	CHECK_INT(wait_done(&w), 0);
	CHECK_INT(aio_error(&w), 0);
	CHECK_INT(aio_return(&w), 11);
	memset(buf, 0, sizeof buf);
	struct aiocb r = cb_for(fd, buf, 5, 6);
	CHECK_INT(aio_read(&r), 0);
	CHECK_INT(wait_done(&r), 0);
	CHECK_INT(aio_return(&r), 5);
	CHECK_STR(buf, "world");
	/* past the end: 0 bytes */
	r = cb_for(fd, buf, 5, 100);
	CHECK_INT(aio_read(&r), 0);
	CHECK_INT(wait_done(&r), 0);
	CHECK_INT(aio_error(&r), 0);
	CHECK_INT(aio_return(&r), 0);

	/* fsync */
	struct aiocb s = cb_for(fd, 0, 0, 0);
	CHECK_INT(aio_fsync(O_SYNC, &s), 0);
	CHECK_INT(wait_done(&s), 0);
	CHECK_INT(aio_error(&s), 0);
	CHECK_INT(aio_return(&s), 0);
	CHECK_ERRNO(aio_fsync(12345, &s), EINVAL);

	/* an error comes through aio_error and aio_return */
	struct aiocb bad = cb_for(-1, buf, 1, 0);
	CHECK_INT(aio_read(&bad), 0);
	CHECK_INT(wait_done(&bad), 0);
	CHECK_INT(aio_error(&bad), EBADF);
	CHECK_INT(aio_return(&bad), -1);

	/* lio_listio, waiting: 16 writes, then 16 reads */
	static char blocks[16][512], back[16][512];
	struct aiocb cbs[16], *list[17];
	for (int i = 0; i < 16; i++) {
		memset(blocks[i], 'a' + i, 512);
		cbs[i] = cb_for(fd, blocks[i], 512, 4096 + i * 512);
		cbs[i].aio_lio_opcode = LIO_WRITE;
		list[i] = &cbs[i];
	}
	list[16] = 0;
	CHECK_INT(lio_listio(LIO_WAIT, list, 17, 0), 0);
	for (int i = 0; i < 16; i++) {
		CHECK_INT(aio_error(&cbs[i]), 0);
		CHECK_INT(aio_return(&cbs[i]), 512);
		cbs[i] = cb_for(fd, back[i], 512, 4096 + i * 512);
		cbs[i].aio_lio_opcode = i == 3 ? LIO_NOP : LIO_READ;
	}
	CHECK_INT(lio_listio(LIO_WAIT, list, 16, 0), 0);
	int same = 0;
	for (int i = 0; i < 16; i++) same += i != 3 && !memcmp(back[i], blocks[i], 512);
	CHECK_INT(same, 15);
	CHECK_ERRNO(lio_listio(99, list, 16, 0), EINVAL);

	/* notification by signal, with SI_ASYNCIO and the value */
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, 0);
	w = cb_for(fd, "x", 1, 0);
	w.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
	w.aio_sigevent.sigev_signo = SIGUSR2;
	w.aio_sigevent.sigev_value.sival_int = 77;
	CHECK_INT(aio_write(&w), 0);
	siginfo_t si;
	struct timespec five = { 5, 0 };
	CHECK_INT(sigtimedwait(&set, &si, &five), SIGUSR2);
	CHECK_INT(si.si_code, SI_ASYNCIO);
	CHECK_INT(si.si_value.sival_int, 77);
	CHECK_INT(aio_error(&w), 0);
	/* and by a function in another thread */
	sem_init(&fired, 0, 0);
	w = cb_for(fd, "y", 1, 1);
	w.aio_sigevent.sigev_notify = SIGEV_THREAD;
	w.aio_sigevent.sigev_notify_function = on_done;
	w.aio_sigevent.sigev_value.sival_int = 88;
	CHECK_INT(aio_write(&w), 0);
	struct timespec at;
	clock_gettime(CLOCK_REALTIME, &at);
	at.tv_sec += 5;
	CHECK_INT(sem_timedwait(&fired, &at), 0);
	CHECK_INT(fired_val, 88);
	/* lio_listio without waiting: one signal once all are done */
	for (int i = 0; i < 4; i++) {
		cbs[i] = cb_for(fd, blocks[i], 512, i * 512);
		cbs[i].aio_lio_opcode = LIO_WRITE;
	}
	struct sigevent lsev;
	memset(&lsev, 0, sizeof lsev);
	lsev.sigev_notify = SIGEV_SIGNAL;
	lsev.sigev_signo = SIGUSR2;
	lsev.sigev_value.sival_int = 99;
	CHECK_INT(lio_listio(LIO_NOWAIT, list, 4, &lsev), 0);
	CHECK_INT(sigtimedwait(&set, &si, &five), SIGUSR2);
	CHECK_INT(si.si_value.sival_int, 99);
	for (int i = 0; i < 4; i++) CHECK_INT(aio_error(&cbs[i]), 0);
	struct timespec brief = { 0, 100000000 };
	CHECK_ERRNO(sigtimedwait(&set, &si, &brief), EAGAIN);

	/* a read that cannot finish: aio_suspend times out; a request
	 * queued behind it on the same descriptor can be cancelled, the
	 * running one cannot */
	int p[2];
	CHECK_INT(pipe(p), 0);
	char c1 = 0, c2 = 0;
	struct aiocb first = cb_for(p[0], &c1, 1, 0), second = cb_for(p[0], &c2, 1, 0);
	CHECK_INT(aio_read(&first), 0);
	CHECK_INT(aio_read(&second), 0);
	const struct aiocb *l2[2] = { &first, 0 };
	double t0 = now();
	CHECK_ERRNO(aio_suspend(l2, 2, &brief), EAGAIN);
	CHECK(now() - t0 >= 0.09);
	CHECK_INT(aio_error(&first), EINPROGRESS);
	CHECK_INT(aio_cancel(p[0], &second), AIO_CANCELED);
	CHECK_INT(aio_error(&second), ECANCELED);
	CHECK_INT(aio_return(&second), -1);
	CHECK_INT(aio_cancel(p[0], &first), AIO_NOTCANCELED);
	CHECK_INT(aio_cancel(p[0], 0), AIO_NOTCANCELED);
	CHECK_INT(write(p[1], "z", 1), 1);
	CHECK_INT(wait_done(&first), 0);
	CHECK_INT(aio_return(&first), 1);
	CHECK_INT(c1, 'z');
	CHECK_INT(aio_cancel(p[0], 0), AIO_ALLDONE);
	CHECK_INT(aio_cancel(p[0], &first), AIO_ALLDONE);
	CHECK_ERRNO(aio_cancel(p[1], &first), EINVAL);
	close(p[0]);
	close(p[1]);
	CHECK_ERRNO(aio_cancel(p[0], 0), EBADF);

	/* O_APPEND writes land in the order they were asked for */
	char apath[] = "/tmp/aioaXXXXXX";
	int afd = mkstemp(apath);
	close(afd);
	afd = open(apath, O_WRONLY | O_APPEND);
	unlink(apath);
	static char chunks[20][8];
	struct aiocb ap[20];
	for (int i = 0; i < 20; i++) {
		snprintf(chunks[i], sizeof chunks[i], "<%02d>", i);
		ap[i] = cb_for(afd, chunks[i], 4, 0);
		CHECK_INT(aio_write(&ap[i]), 0);
	}
	for (int i = 0; i < 20; i++) CHECK_INT(wait_done(&ap[i]), 0);
	char all[81] = { 0 }, want[81] = { 0 };
	for (int i = 0; i < 20; i++) strcat(want, chunks[i]);
	/* the file is unlinked: read it through /proc */
	char fdpath[64];
	snprintf(fdpath, sizeof fdpath, "/proc/self/fd/%d", afd);
	int rd = open(fdpath, O_RDONLY);
	CHECK(rd >= 0);
	CHECK_INT(pread(rd, all, 80, 0), 80);
	CHECK_STR(all, want);
	close(rd);
	close(afd);
	close(fd);
	return check_done();
}
