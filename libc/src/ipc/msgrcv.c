#include <sys/msg.h>
#include "pthread_impl.h"

/* A cancellation point, as POSIX lists it. */
ssize_t msgrcv(int id, void *msg, size_t size, long type, int flag)
{
	return syscall_cp(SYS_msgrcv, id, msg, size, type, flag);
}
