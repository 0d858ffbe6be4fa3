#include <sys/socket.h>
#include "syscall.h"

int socketpair(int domain, int type, int protocol, int fd[2])
{
	return syscall_ret(SYS_socketpair, domain, type, protocol, fd);
}
