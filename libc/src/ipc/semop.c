#include <sys/sem.h>
#include "syscall.h"

int semop(int id, struct sembuf *ops, size_t n)
{
	return syscall_ret(SYS_semop, id, ops, n);
}
