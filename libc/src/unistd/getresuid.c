#include <unistd.h>
#include "syscall.h"

int getresuid(uid_t *ruid, uid_t *euid, uid_t *suid)
{
	return syscall_ret(SYS_getresuid, ruid, euid, suid);
}
