#include <unistd.h>
#include "syscall.h"

int sethostname(const char *name, size_t len)
{
	return syscall_ret(SYS_sethostname, name, len);
}
