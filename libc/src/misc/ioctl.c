#include <sys/ioctl.h>
#include <stdarg.h>
#include "syscall.h"

int ioctl(int fd, int req, ...)
{
	void *arg;
	va_list ap;
	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	/* The kernel's cmd is unsigned int: pass the request zero-extended so
	 * _IOR-style values with the top bit set are not sign-extended. */
	return syscall_ret(SYS_ioctl, fd, (unsigned)req, arg);
}
