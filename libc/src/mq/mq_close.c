#include <mqueue.h>
#include "syscall.h"

int mq_close(mqd_t q)
{
	return syscall_ret(SYS_close, q);
}
