#include <mqueue.h>
#include "pthread_impl.h"

/* Cancellation points, as POSIX lists them. */
int mq_timedsend(mqd_t q, const char *msg, size_t len, unsigned prio, const struct timespec *at)
{
	return syscall_cp(SYS_mq_timedsend, q, msg, len, prio, at);
}

int mq_send(mqd_t q, const char *msg, size_t len, unsigned prio)
{
	return mq_timedsend(q, msg, len, prio, 0);
}
