#include <sys/socket.h>
#include "syscall.h"

ssize_t recvmsg(int fd, struct msghdr *msg, int flags)
{
	return syscall_ret(SYS_recvmsg, fd, msg, flags);
}
