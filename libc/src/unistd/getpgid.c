#include <unistd.h>
#include "syscall.h"

pid_t getpgid(pid_t pid)
{
	return syscall_ret(SYS_getpgid, pid);
}
