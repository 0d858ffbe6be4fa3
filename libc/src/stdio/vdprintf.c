#include "stdio_impl.h"

/* A FILE on the stack over FD: output is buffered for the duration of
 * the call and written at the end. */
int vdprintf(int fd, const char *restrict fmt, va_list ap)
{
	unsigned char buf[BUFSIZ];
	FILE f = {
		.fd = fd, .lbf = EOF, .lock = -1, .flags = F_NORD,
		.write = __stdio_write,
		.buf = buf, .buf_size = sizeof buf,
	};
	int r = __vfprintf_unlocked(&f, fmt, ap);
	if (f.wpos != f.wbase) f.write(&f, 0, 0);
	if (!f.wpos && r >= 0) r = -1;
	return r;
}
