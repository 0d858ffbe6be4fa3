#include <sys/socket.h>
#include "syscall.h"

int shutdown(int fd, int how)
{
	return syscall_ret(SYS_shutdown, fd, how);
}
