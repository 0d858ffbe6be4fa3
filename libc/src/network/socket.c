#include <sys/socket.h>
#include "syscall.h"

int socket(int domain, int type, int protocol)
{
	return syscall_ret(SYS_socket, domain, type, protocol);
}
