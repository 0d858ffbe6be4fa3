#include <unistd.h>
#include "syscall.h"

int truncate(const char *path, off_t length)
{
	return syscall_ret(SYS_truncate, path, length);
}

weak_alias(truncate, truncate64);
