#define _GNU_SOURCE
#include <termios.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* Linux sends a 0.25-0.5 s break for TCSBRK 0; like glibc, the
 * implementation-defined duration is not honoured. */
int tcsendbreak(int fd, int dur)
{
	(void)dur;
	return syscall_ret(SYS_ioctl, fd, TCSBRK, 0);
}
