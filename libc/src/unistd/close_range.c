#define _GNU_SOURCE
#include <unistd.h>
#include "syscall.h"

int close_range(unsigned first, unsigned last, int flags)
{
	return syscall_ret(SYS_close_range, first, last, flags);
}
