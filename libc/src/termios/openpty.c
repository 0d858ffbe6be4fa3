#define _GNU_SOURCE
#include <pty.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "syscall.h"

/* name, when given, must hold the slave's path (BSD: no size is passed;
 * glibc assumes it is big enough too). */
int openpty(int *pm, int *ps, char *name, const struct termios *tio, const struct winsize *ws)
{
	char path[32];
	int m, s = -1, zero = 0;

	m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0) return -1;
	if (__sys_call(SYS_ioctl, m, TIOCSPTLCK, &zero)) goto fail;
	if (ptsname_r(m, path, sizeof path)) goto fail;
	s = __sys_call(SYS_openat, AT_FDCWD, path, O_RDWR | O_NOCTTY);
	if (s < 0) goto fail;
	if (tio) tcsetattr(s, TCSANOW, tio);
	if (ws) __syscall(SYS_ioctl, s, TIOCSWINSZ, ws);
	if (name) strcpy(name, path);
	*pm = m;
	*ps = s;
	return 0;
fail:
	close(m);
	return -1;
}
