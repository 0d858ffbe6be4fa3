#include <unistd.h>
#include "syscall.h"
#include "setxid.h"

int setegid(gid_t egid)
{
	return __setxid(SYS_setresgid, -1, egid, -1);
}
