#include <sys/mount.h>
#include "syscall.h"

int mount(const char *source, const char *target, const char *type, unsigned long flags, const void *data)
{
	return syscall_ret(SYS_mount, source, target, type, flags, data);
}

int umount(const char *target)
{
	return syscall_ret(SYS_umount2, target, 0);
}

int umount2(const char *target, int flags)
{
	return syscall_ret(SYS_umount2, target, flags);
}
