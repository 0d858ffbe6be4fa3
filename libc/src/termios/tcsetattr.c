#define _GNU_SOURCE
#include <termios.h>
#include <errno.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* The three actions map onto consecutive ioctls TCSETS/TCSETSW/TCSETSF. */
int tcsetattr(int fd, int act, const struct termios *t)
{
	if ((unsigned)act > TCSAFLUSH) {
		errno = EINVAL;
		return -1;
	}
	return syscall_ret(SYS_ioctl, fd, TCSETS + act, t);
}
