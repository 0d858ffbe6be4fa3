#define _GNU_SOURCE
#include <termios.h>
#include <sys/ioctl.h>
#include "syscall.h"

int tcflow(int fd, int action)
{
	return syscall_ret(SYS_ioctl, fd, TCXONC, action);
}
