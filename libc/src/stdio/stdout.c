#include "stdio_impl.h"

static unsigned char buf[BUFSIZ + UNGET];

/* Line buffered on a terminal, else fully buffered: decided when the
 * first write switches it to writing (see __towrite). */
hidden FILE __stdout_FILE = {
	.buf = buf + UNGET,
	.buf_size = sizeof buf - UNGET,
	.fd = 1,
	.flags = F_PERM | F_NORD | F_TTYCHK,
	.lbf = '\n',
	.write = __stdio_write,
	.seek = __stdio_seek,
	.close = __stdio_close,
};
FILE *const stdout = &__stdout_FILE;
FILE *const __stdout_used = &__stdout_FILE;
