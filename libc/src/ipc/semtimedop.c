#define _GNU_SOURCE
#include <sys/sem.h>
#include "syscall.h"

int semtimedop(int id, struct sembuf *ops, size_t n, const struct timespec *ts)
{
	return syscall_ret(SYS_semtimedop, id, ops, n, ts);
}
