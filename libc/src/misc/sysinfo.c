#include <sys/sysinfo.h>
#include "syscall.h"

int sysinfo(struct sysinfo *info)
{
	return syscall_ret(SYS_sysinfo, info);
}
