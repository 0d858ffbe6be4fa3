#include <errno.h>
#include <time.h>
#include "aio_impl.h"
#include "pthread_impl.h"

/* Waits for __aio_seq to move (some request finished) until one of the
 * list is done; a cancellation point. */
int aio_suspend(const struct aiocb *const list[], int n, const struct timespec *rel)
{
	struct timespec at;
	if (rel) {
		if ((unsigned long)rel->tv_nsec >= 1000000000UL || rel->tv_sec < 0) {
			errno = EINVAL;
			return -1;
		}
		clock_gettime(CLOCK_MONOTONIC, &at);
		at.tv_sec += rel->tv_sec;
		if ((at.tv_nsec += rel->tv_nsec) >= 1000000000) {
			at.tv_nsec -= 1000000000;
			at.tv_sec++;
		}
	}
	for (;;) {
		int seq = __aio_seq;
		for (int i = 0; i < n; i++)
			if (list[i] && aio_error(list[i]) != EINPROGRESS) return 0;
		int r = __timedwait_cp(&__aio_seq, seq, CLOCK_MONOTONIC, rel ? &at : 0, 1);
		if (r == ETIMEDOUT) r = EAGAIN;
		if (r == EAGAIN || r == EINTR) {
			errno = r;
			return -1;
		}
	}
}
