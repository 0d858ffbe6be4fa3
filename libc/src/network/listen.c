#include <sys/socket.h>
#include "syscall.h"

int listen(int fd, int backlog)
{
	return syscall_ret(SYS_listen, fd, backlog);
}
