#include <unistd.h>
#include "syscall.h"

int setdomainname(const char *name, size_t len)
{
	return syscall_ret(SYS_setdomainname, name, len);
}
