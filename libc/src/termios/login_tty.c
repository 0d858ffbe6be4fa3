#define _GNU_SOURCE
#include <unistd.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* Make fd the controlling terminal of a new session and the standard
 * streams (what a pty child needs before exec). */
int login_tty(int fd)
{
	setsid();
	if (__sys_call(SYS_ioctl, fd, TIOCSCTTY, 0)) return -1;
	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2) close(fd);
	return 0;
}
