#define _GNU_SOURCE
#include <fcntl.h>
#include "syscall.h"

int sync_file_range(int fd, off_t pos, off_t len, unsigned flags)
{
	return syscall_ret(SYS_sync_file_range, fd, pos, len, flags);
}
