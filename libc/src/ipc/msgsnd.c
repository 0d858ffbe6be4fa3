#include <sys/msg.h>
#include "pthread_impl.h"

/* A cancellation point, as POSIX lists it. */
int msgsnd(int id, const void *msg, size_t size, int flag)
{
	return syscall_cp(SYS_msgsnd, id, msg, size, flag);
}
