#include <sys/msg.h>
#include "syscall.h"

/* The 64-bit syscall uses struct msqid_ds as it is (no IPC_64). */
int msgctl(int id, int cmd, struct msqid_ds *buf)
{
	return syscall_ret(SYS_msgctl, id, cmd, buf);
}
