#include <unistd.h>
#include "pthread_impl.h"

int fsync(int fd)
{
	return syscall_cp(SYS_fsync, fd);
}
