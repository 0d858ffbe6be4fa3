#include <sys/shm.h>
#include "syscall.h"

int shmdt(const void *addr)
{
	return syscall_ret(SYS_shmdt, addr);
}
