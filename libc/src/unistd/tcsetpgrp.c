#include <unistd.h>
#include <sys/ioctl.h>
#include "syscall.h"

int tcsetpgrp(int fd, pid_t pgrp)
{
	int pgrp_int = pgrp;
	return syscall_ret(SYS_ioctl, fd, TIOCSPGRP, &pgrp_int);
}
