#include <unistd.h>
#include "syscall.h"
#include "setxid.h"

int setgroups(size_t count, const gid_t list[])
{
	return __setxid(SYS_setgroups, count, (long)list, 0);
}
