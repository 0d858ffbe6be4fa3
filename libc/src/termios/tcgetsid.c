#define _GNU_SOURCE
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include "syscall.h"

/* qemu-user accepts TIOCGSID but does not store the result; a session
 * id left unwritten falls back to the session of the foreground process
 * group, which is the same session for a controlling terminal. */
pid_t tcgetsid(int fd)
{
	int sid = -1;
	long r = __syscall(SYS_ioctl, fd, TIOCGSID, &sid);
	if (r < 0) return __syscall_ret(r);
	if (sid > 0) return sid;
	int pgrp = -1;
	r = __syscall(SYS_ioctl, fd, TIOCGPGRP, &pgrp);
	if (r < 0) return __syscall_ret(r);
	return __syscall_ret(__syscall(SYS_getsid, pgrp));
}
