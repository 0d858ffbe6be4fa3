#include <unistd.h>
#include "syscall.h"
#include "setxid.h"

int setuid(uid_t id)
{
	return __setxid(SYS_setuid, id, 0, 0);
}
