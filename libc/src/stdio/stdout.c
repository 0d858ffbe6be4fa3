#include "stdio_impl.h"

static unsigned char buf[BUFSIZ + UNGET];

/* Starts line buffered; the first real write asks whether fd 1 is a
 * terminal and drops to full buffering if not (see __stdout_write). */
hidden FILE __stdout_FILE = {
	.buf = buf + UNGET,
	.buf_size = sizeof buf - UNGET,
	.fd = 1,
	.flags = F_PERM | F_NORD,
	.lbf = '\n',
	.write = __stdout_write,
	.seek = __stdio_seek,
	.close = __stdio_close,
};
FILE *const stdout = &__stdout_FILE;
FILE *const __stdout_used = &__stdout_FILE;
