#include <errno.h>
#include <stdlib.h>
#include "aio_impl.h"
#include "pthread_impl.h"

static void wait_all(struct aiocb *restrict const *list, int n)
{
	for (;;) {
		int seq = __aio_seq, left = 0;
		for (int i = 0; i < n; i++)
			if (list[i] && list[i]->aio_lio_opcode != LIO_NOP && aio_error(list[i]) == EINPROGRESS) left++;
		if (!left) return;
		__timedwait_cp(&__aio_seq, seq, CLOCK_MONOTONIC, 0, 1);
	}
}

int lio_listio(int mode, struct aiocb *restrict const *restrict list, int n, struct sigevent *restrict sev)
{
	if ((mode != LIO_WAIT && mode != LIO_NOWAIT) || n < 0) {
		errno = EINVAL;
		return -1;
	}
	/* LIO_NOWAIT with a notification: the group counts the requests,
	 * plus one for this function until all are submitted. */
	struct __lio_group *g = 0;
	if (mode == LIO_NOWAIT && sev && sev->sigev_notify != SIGEV_NONE) {
		if (!(g = malloc(sizeof *g))) {
			errno = EAGAIN;
			return -1;
		}
		g->pending = 1;
		g->sev = *sev;
	}
	int failed = 0;
	for (int i = 0; i < n; i++) {
		struct aiocb *cb = list[i];
		if (!cb || cb->aio_lio_opcode == LIO_NOP) continue;
		int op = cb->aio_lio_opcode == LIO_READ ? AIO_OP_READ
		       : cb->aio_lio_opcode == LIO_WRITE ? AIO_OP_WRITE : -1;
		if (op < 0) {
			cb->__err = EINVAL;
			cb->__ret = -1;
			failed = 1;
			continue;
		}
		if (g) __atomic_fetch_add(&g->pending, 1, __ATOMIC_SEQ_CST);
		cb->__group = g;
		if (__aio_submit(cb, op)) {
			cb->__err = EAGAIN;
			cb->__ret = -1;
			if (g) __atomic_fetch_add(&g->pending, -1, __ATOMIC_SEQ_CST);
			failed = 1;
		}
	}
	if (g) __aio_group_done(g);
	if (mode == LIO_WAIT) {
		wait_all(list, n);
		for (int i = 0; i < n; i++)
			if (list[i] && list[i]->aio_lio_opcode != LIO_NOP && aio_error(list[i])) failed = 1;
		if (failed) {
			errno = EIO;
			return -1;
		}
		return 0;
	}
	if (failed) {
		errno = EAGAIN;
		return -1;
	}
	return 0;
}
