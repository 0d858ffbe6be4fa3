#include "stdio_impl.h"

/* Unbuffered: buf_size 0. The UNGET bytes still give ungetc room. */
static unsigned char buf[UNGET];

hidden FILE __stderr_FILE = {
	.buf = buf + UNGET,
	.buf_size = 0,
	.fd = 2,
	.flags = F_PERM | F_NORD,
	.lbf = EOF,
	.write = __stdio_write,
	.seek = __stdio_seek,
	.close = __stdio_close,
};
FILE *const stderr = &__stderr_FILE;
FILE *const __stderr_used = &__stderr_FILE;
