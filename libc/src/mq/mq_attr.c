#include <mqueue.h>
#include "syscall.h"

/* Both through the one syscall: a null new attribute only reads. */
int mq_getattr(mqd_t q, struct mq_attr *attr)
{
	return syscall_ret(SYS_mq_getsetattr, q, 0, attr);
}

int mq_setattr(mqd_t q, const struct mq_attr *restrict attr, struct mq_attr *restrict old)
{
	return syscall_ret(SYS_mq_getsetattr, q, attr, old);
}
