#include <sys/utsname.h>
#include "syscall.h"

int uname(struct utsname *uts)
{
	return syscall_ret(SYS_uname, uts);
}
