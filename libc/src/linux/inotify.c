#include <sys/inotify.h>
#include "syscall.h"

/* inotify_init exists only as inotify_init1 on aarch64. */
int inotify_init(void)
{
	return syscall_ret(SYS_inotify_init1, 0);
}

int inotify_init1(int flags)
{
	return syscall_ret(SYS_inotify_init1, flags);
}

int inotify_add_watch(int fd, const char *path, uint32_t mask)
{
	return syscall_ret(SYS_inotify_add_watch, fd, path, mask);
}

int inotify_rm_watch(int fd, int wd)
{
	return syscall_ret(SYS_inotify_rm_watch, fd, wd);
}
