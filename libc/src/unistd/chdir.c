#include <unistd.h>
#include "syscall.h"

int chdir(const char *path)
{
	return syscall_ret(SYS_chdir, path);
}
