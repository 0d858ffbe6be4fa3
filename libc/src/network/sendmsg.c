#include <sys/socket.h>
#include "pthread_impl.h"

ssize_t sendmsg(int fd, const struct msghdr *msg, int flags)
{
	return syscall_cp(SYS_sendmsg, fd, msg, flags);
}
