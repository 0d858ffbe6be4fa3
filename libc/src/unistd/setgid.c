#include <unistd.h>
#include "syscall.h"
#include "setxid.h"

int setgid(gid_t id)
{
	return __setxid(SYS_setgid, id, 0, 0);
}
