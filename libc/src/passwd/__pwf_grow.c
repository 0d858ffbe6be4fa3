#include <stdlib.h>
#include "pwf.h"

/* The static buffers of getpwnam, getgrnam and getspnam: made at the
 * first call, doubled only when an entry did not fit (ERANGE), kept
 * between calls. -1 (errno ENOMEM) when it cannot grow. */
int __pwf_grow(char **buf, size_t *size, size_t first)
{
	size_t n = *size ? *size * 2 : first;
	if (n < *size) return -1;
	char *b = realloc(*buf, n);
	if (!b) return -1;
	*buf = b;
	*size = n;
	return 0;
}
