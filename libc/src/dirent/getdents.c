#define _GNU_SOURCE
#include <dirent.h>
#include <limits.h>
#include "syscall.h"

#undef getdents64

/* The buffer size is an int to the kernel: clamp, don't wrap. */
ssize_t getdents(int fd, void *buf, size_t len)
{
	if (len > INT_MAX) len = INT_MAX;
	return syscall_ret(SYS_getdents64, fd, buf, len);
}

weak_alias(getdents, getdents64);
