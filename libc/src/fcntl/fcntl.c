#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <errno.h>
#include "pthread_impl.h"

int fcntl(int fd, int cmd, ...)
{
	unsigned long arg;
	va_list ap;
	va_start(ap, cmd);
	arg = va_arg(ap, unsigned long);
	va_end(ap);
	/* The kernel sets O_LARGEFILE itself on 64-bit; keep F_SETFL from
	 * looking like it cleared it. */
	if (cmd == F_SETFL) arg |= O_LARGEFILE;
	/* F_GETOWN cannot report a process group whose id looks like an
	 * error code: F_GETOWN_EX returns owner type and id separately. */
	if (cmd == F_GETOWN) {
		struct f_owner_ex ex;
		int r = __syscall(SYS_fcntl, fd, F_GETOWN_EX, &ex);
		if (r == -EINVAL) return __syscall(SYS_fcntl, fd, cmd, (void *)arg);
		if (r) return __syscall_ret(r);
		return ex.type == F_OWNER_PGRP ? -ex.pid : ex.pid;
	}
	/* A blocking lock wait is a cancellation point. */
	if (cmd == F_SETLKW || cmd == F_OFD_SETLKW)
		return syscall_cp(SYS_fcntl, fd, cmd, arg);
	return syscall_ret(SYS_fcntl, fd, cmd, arg);
}
