#define _GNU_SOURCE
#include <termios.h>
#include <sys/ioctl.h>
#include "pthread_impl.h"

/* TCSBRK with a nonzero argument waits for output without a break. It
 * blocks, so it is a cancellation point. */
int tcdrain(int fd)
{
	return syscall_cp(SYS_ioctl, fd, TCSBRK, 1);
}
