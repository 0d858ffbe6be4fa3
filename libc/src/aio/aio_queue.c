#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aio_impl.h"
#include "atomic.h"
#include "futex.h"
#include "syscall.h"

struct fdq {
	int fd, has_worker;
	struct aiocb *head, *tail, *running;
	struct fdq *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct fdq *queues;
volatile int __aio_seq;

/* The child of a fork has none of the parent's requests or helpers
 * (POSIX): it starts with no queues and a lock nobody holds. */
static void forget_in_child(void)
{
	queues = 0;
	pthread_mutex_init(&lock, 0);
}

void __aio_notify(const struct sigevent *sev)
{
	if (sev->sigev_notify == SIGEV_SIGNAL) {
		siginfo_t si;
		memset(&si, 0, sizeof si);
		si.si_signo = sev->sigev_signo;
		si.si_code = SI_ASYNCIO;
		si.si_pid = getpid();
		si.si_uid = getuid();
		si.si_value = sev->sigev_value;
		__syscall(SYS_rt_sigqueueinfo, si.si_pid, si.si_signo, &si);
	} else if (sev->sigev_notify == SIGEV_THREAD) {
		/* in the helper thread itself (the attributes are not used) */
		sev->sigev_notify_function(sev->sigev_value);
	}
}

void __aio_group_done(struct __lio_group *g)
{
	if (a_fetch_add(&g->pending, -1) != 1) return;
	__aio_notify(&g->sev);
	free(g);
}

static ssize_t run(struct aiocb *cb)
{
	ssize_t r;
	void *buf = (void *)cb->aio_buf;
	switch (cb->__op) {
	/* A pipe, socket or terminal has no offset: plain read and write
	 * there, as glibc does. */
	case AIO_OP_READ:
		r = pread(cb->aio_fildes, buf, cb->aio_nbytes, cb->aio_offset);
		if (r < 0 && errno == ESPIPE) r = read(cb->aio_fildes, buf, cb->aio_nbytes);
		return r;
	case AIO_OP_WRITE:
		r = pwrite(cb->aio_fildes, buf, cb->aio_nbytes, cb->aio_offset);
		if (r < 0 && errno == ESPIPE) r = write(cb->aio_fildes, buf, cb->aio_nbytes);
		return r;
	case AIO_OP_FSYNC:
		return fsync(cb->aio_fildes);
	default:
		return fdatasync(cb->aio_fildes);
	}
}

static void *worker(void *arg)
{
	struct fdq *q = arg;
	pthread_mutex_lock(&lock);
	while (q->head) {
		struct aiocb *cb = q->head;
		q->head = cb->__next;
		if (!q->head) q->tail = 0;
		q->running = cb;
		pthread_mutex_unlock(&lock);
		/* Once __err is final the caller may free or reuse the aiocb:
		 * take what the notification needs first. */
		struct sigevent sev = cb->aio_sigevent;
		struct __lio_group *g = cb->__group;
		ssize_t r = run(cb);
		int err = r < 0 ? errno : 0;
		/* No longer running and done, at once for aio_cancel. */
		pthread_mutex_lock(&lock);
		q->running = 0;
		cb->__ret = r;
		a_store(&cb->__err, err);
		pthread_mutex_unlock(&lock);
		a_inc(&__aio_seq);
		__wake(&__aio_seq, -1, 1);
		__aio_notify(&sev);
		if (g) __aio_group_done(g);
		pthread_mutex_lock(&lock);
	}
	for (struct fdq **p = &queues; *p; p = &(*p)->next)
		if (*p == q) {
			*p = q->next;
			break;
		}
	pthread_mutex_unlock(&lock);
	free(q);
	return 0;
}

int __aio_submit(struct aiocb *cb, int op)
{
	static int atfork_done;
	pthread_mutex_lock(&lock);
	if (!atfork_done) atfork_done = !pthread_atfork(0, 0, forget_in_child);
	struct fdq *q = queues;
	while (q && q->fd != cb->aio_fildes) q = q->next;
	if (!q) {
		if (!(q = calloc(1, sizeof *q))) goto again;
		q->fd = cb->aio_fildes;
		q->next = queues;
		queues = q;
	}
	cb->__op = op;
	cb->__ret = -1;
	cb->__next = 0;
	cb->__err = EINPROGRESS;
	if (q->tail) q->tail->__next = cb;
	else q->head = cb;
	q->tail = cb;
	if (!q->has_worker) {
		pthread_attr_t a;
		pthread_attr_init(&a);
		pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
		/* The helper takes no signals meant for the program. */
		sigset_t all, old;
		sigfillset(&all);
		pthread_sigmask(SIG_BLOCK, &all, &old);
		pthread_t td;
		int r = pthread_create(&td, &a, worker, q);
		pthread_sigmask(SIG_SETMASK, &old, 0);
		if (r) {
			q->head = q->tail = 0;
			cb->__err = 0;
			goto again;
		}
		q->has_worker = 1;
	}
	pthread_mutex_unlock(&lock);
	return 0;
again:
	pthread_mutex_unlock(&lock);
	errno = EAGAIN;
	return -1;
}

/* Takes cb (or, with cb null, every request of fd) out of the queue if
 * it has not started. AIO_ALLDONE, AIO_CANCELED or AIO_NOTCANCELED. */
int __aio_cancel_queued(int fd, struct aiocb *cb)
{
	struct aiocb *gone = 0, **tailp = &gone;
	int busy = 0;
	pthread_mutex_lock(&lock);
	if (cb && cb->__err != EINPROGRESS) {
		pthread_mutex_unlock(&lock);
		return AIO_ALLDONE;
	}
	struct fdq *q = queues;
	while (q && q->fd != fd) q = q->next;
	if (q) {
		struct aiocb *prev = 0;
		for (struct aiocb *c = q->head, *next; c; c = next) {
			next = c->__next;
			if (cb && c != cb) {
				prev = c;
				continue;
			}
			if (prev) prev->__next = next;
			else q->head = next;
			if (q->tail == c) q->tail = prev;
			c->__next = 0;
			*tailp = c;
			tailp = &c->__next;
		}
		busy = q->running && (!cb || q->running == cb);
	}
	pthread_mutex_unlock(&lock);
	int any = gone != 0;
	for (struct aiocb *c = gone, *next; c; c = next) {
		next = c->__next;
		struct sigevent sev = c->aio_sigevent;
		struct __lio_group *g = c->__group;
		c->__ret = -1;
		a_store(&c->__err, ECANCELED);
		a_inc(&__aio_seq);
		__wake(&__aio_seq, -1, 1);
		__aio_notify(&sev);
		if (g) __aio_group_done(g);
	}
	return busy ? AIO_NOTCANCELED : any ? AIO_CANCELED : AIO_ALLDONE;
}
