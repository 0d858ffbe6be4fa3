#include <unistd.h>
#include "pthread_impl.h"

int fdatasync(int fd)
{
	return syscall_cp(SYS_fdatasync, fd);
}
