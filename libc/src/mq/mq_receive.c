#include <mqueue.h>
#include "pthread_impl.h"

/* Cancellation points, as POSIX lists them. */
ssize_t mq_timedreceive(mqd_t q, char *restrict msg, size_t len, unsigned *restrict prio,
	const struct timespec *restrict at)
{
	return syscall_cp(SYS_mq_timedreceive, q, msg, len, prio, at);
}

ssize_t mq_receive(mqd_t q, char *msg, size_t len, unsigned *prio)
{
	return mq_timedreceive(q, msg, len, prio, 0);
}
