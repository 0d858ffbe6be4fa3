#include <sys/file.h>
#include "pthread_impl.h"

/* LOCK_EX/LOCK_SH without LOCK_NB block: a cancellation point. */
int flock(int fd, int op)
{
	return syscall_cp(SYS_flock, fd, op);
}
