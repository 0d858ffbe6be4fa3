#include <mqueue.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/socket.h>
#include "syscall.h"

/* SIGEV_THREAD: Linux has no thread notification of its own. Asked for
 * SIGEV_THREAD, it instead writes a 32-byte cookie, whose last byte says
 * why, to the netlink socket named by sigev_signo: the queue became
 * non-empty (1), or the registration went away unused (2: mq_notify(q,
 * 0), or the queue was closed). One helper thread per registration
 * waits for that message and runs the function, or just leaves. The
 * kernel sends the cookie the caller gave; it is all zero here. */

#define COOKIE_LEN 32
#define NOTIFY_WOKENUP 1

struct notify_helper {
	int sock;
	void (*fn)(union sigval);
	union sigval val;
};

static void *wait_cookie(void *arg)
{
	struct notify_helper *h = arg;
	unsigned char cookie[COOKIE_LEN];
	long n;
	do n = __syscall(SYS_recvfrom, h->sock, cookie, sizeof cookie, MSG_WAITALL, 0, 0);
	while (n == -EINTR);
	__syscall(SYS_close, h->sock);
	void (*fn)(union sigval) = h->fn;
	union sigval val = h->val;
	free(h);
	if (n == COOKIE_LEN && cookie[COOKIE_LEN - 1] == NOTIFY_WOKENUP) fn(val);
	return 0;
}

static int thread_notify(mqd_t q, const struct sigevent *sev)
{
	static const unsigned char zeros[COOKIE_LEN];
	struct notify_helper *h = malloc(sizeof *h);
	if (!h) return -1;
	h->fn = sev->sigev_notify_function;
	h->val = sev->sigev_value;
	h->sock = __syscall(SYS_socket, AF_NETLINK, SOCK_RAW | SOCK_CLOEXEC, 0);
	if (h->sock < 0) {
		errno = -h->sock;
		free(h);
		return -1;
	}
	/* Register first: a notification that comes before the helper runs
	 * waits in the socket. */
	struct sigevent ksev = { .sigev_notify = SIGEV_THREAD, .sigev_signo = h->sock };
	ksev.sigev_value.sival_ptr = (void *)zeros;
	long e = __syscall(SYS_mq_notify, q, &ksev);
	if (e < 0) {
		__syscall(SYS_close, h->sock);
		free(h);
		errno = -e;
		return -1;
	}
	pthread_attr_t attr;
	if (sev->sigev_notify_attributes) attr = *sev->sigev_notify_attributes;
	else pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_t td;
	int r = pthread_create(&td, &attr, wait_cookie, h);
	if (r) {
		/* Nobody would run the function: take the registration back. */
		__syscall(SYS_mq_notify, q, 0);
		__syscall(SYS_close, h->sock);
		free(h);
		errno = r;
		return -1;
	}
	return 0;
}

int mq_notify(mqd_t q, const struct sigevent *sev)
{
	if (sev && sev->sigev_notify == SIGEV_THREAD) return thread_notify(q, sev);
	return syscall_ret(SYS_mq_notify, q, sev);
}
