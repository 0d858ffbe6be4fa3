#define _GNU_SOURCE
#include <termios.h>
#include <sys/ioctl.h>
#include "syscall.h"

int tcflush(int fd, int queue)
{
	return syscall_ret(SYS_ioctl, fd, TCFLSH, queue);
}
