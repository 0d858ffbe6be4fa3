#include <sys/sem.h>
#include "syscall.h"

int semget(key_t key, int n, int flag)
{
	return syscall_ret(SYS_semget, key, n, flag);
}
