#include <sys/socket.h>
#include "syscall.h"

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
	return syscall_ret(SYS_sendmsg, fd, msg, flags);
}
