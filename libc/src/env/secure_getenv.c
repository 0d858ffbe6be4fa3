#define _GNU_SOURCE
#include <stdlib.h>
#include "libc.h"

char *secure_getenv(const char *name)
{
	/* AT_SECURE: set-id or otherwise privileged start; ignore the
	 * environment the unprivileged caller handed us. */
	return libc.secure ? 0 : getenv(name);
}
