#include <sys/msg.h>
#include "syscall.h"

int msgget(key_t key, int flag)
{
	return syscall_ret(SYS_msgget, key, flag);
}
