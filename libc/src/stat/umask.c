#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

mode_t umask(mode_t mode)
{
	return __syscall(SYS_umask, mode);
}
