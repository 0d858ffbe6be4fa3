#include <string.h>
#include "stdio_impl.h"

/* One locked stream write: "msg: error\n", or just the error. stderr's
 * orientation and error state are left as they were. */
void perror(const char *msg)
{
	FILE *f = stderr;
	char ebuf[STRERROR_BUF];
	const char *errstr = __strerror_buf(errno, ebuf);

	FLOCK(f);
	int olderr = f->flags & F_ERR;
	int oldmode = f->mode;
	if (msg && *msg) {
		fwrite(msg, strlen(msg), 1, f);
		fputc(':', f);
		fputc(' ', f);
	}
	fwrite(errstr, strlen(errstr), 1, f);
	fputc('\n', f);
	f->mode = oldmode;
	f->flags = (f->flags & ~F_ERR) | olderr;
	FUNLOCK(f);
}
