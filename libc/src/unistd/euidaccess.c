#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>
#include "libc.h"

int euidaccess(const char *path, int amode)
{
	return faccessat(AT_FDCWD, path, amode, AT_EACCESS);
}

weak_alias(euidaccess, eaccess);
