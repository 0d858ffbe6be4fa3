#include <sys/random.h>
#include "syscall.h"

ssize_t getrandom(void *buf, size_t n, unsigned flags)
{
	return syscall_ret(SYS_getrandom, buf, n, flags);
}
