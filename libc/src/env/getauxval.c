#include <sys/auxv.h>
#include <errno.h>
#include "libc.h"

/* Scan the vector itself: a value of 0 is valid (AT_SECURE), so the
 * cache cannot tell "absent" from "zero". */
unsigned long getauxval(unsigned long type)
{
	for (size_t *a = libc.auxv; a && *a; a += 2)
		if (*a == type) return a[1];
	errno = ENOENT;
	return 0;
}
