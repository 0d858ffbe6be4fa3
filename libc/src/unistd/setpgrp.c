#include <unistd.h>
#include "syscall.h"

pid_t setpgrp(void)
{
	return setpgid(0, 0);
}
