#define _GNU_SOURCE
#include <unistd.h>
#include "libc.h"

/* AT_SECURE: the kernel's own verdict on set-id or capability exec. */
int issetugid(void)
{
	return libc.secure;
}
