#include <unistd.h>
#include "syscall.h"

int getgroups(int count, gid_t list[])
{
	return syscall_ret(SYS_getgroups, count, list);
}
