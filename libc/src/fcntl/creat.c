#include <fcntl.h>
#include "libc.h"

int creat(const char *path, mode_t mode)
{
	return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode);
}

weak_alias(creat, creat64);
