#include <sys/socket.h>
#include "pthread_impl.h"

ssize_t recvmsg(int fd, struct msghdr *msg, int flags)
{
	return syscall_cp(SYS_recvmsg, fd, msg, flags);
}
