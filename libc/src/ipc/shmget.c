#include <sys/shm.h>
#include "syscall.h"

int shmget(key_t key, size_t size, int flag)
{
	return syscall_ret(SYS_shmget, key, size, flag);
}
