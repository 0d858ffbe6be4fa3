#include <fcntl.h>
#include "stdio_impl.h"

/* The open(2) flags for an fopen mode: r/w/a, then any of + b x e in any
 * order (glibc reads them up to a ',' that starts ",ccs="). Returns -1
 * with EINVAL for a mode that does not start with r, w or a. */
int __fmodeflags(const char *mode)
{
	int flags, plus = 0;
	switch (*mode) {
	case 'r': flags = 0; break;
	case 'w': flags = O_CREAT | O_TRUNC; break;
	case 'a': flags = O_CREAT | O_APPEND; break;
	default: errno = EINVAL; return -1;
	}
	for (const char *p = mode + 1; *p && *p != ','; p++) {
		switch (*p) {
		case '+': plus = 1; break;
		case 'x': flags |= O_EXCL; break;
		case 'e': flags |= O_CLOEXEC; break;
		}
	}
	if (plus) flags |= O_RDWR;
	else if (*mode != 'r') flags |= O_WRONLY;
	return flags;
}
