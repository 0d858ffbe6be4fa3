#include <sys/epoll.h>
#include <signal.h>
#include <errno.h>
#include "pthread_impl.h"

/* Only the *1 and pwait forms exist on every arch. */
int epoll_create(int size)
{
	if (size <= 0) return __syscall_ret(-EINVAL);
	return syscall_ret(SYS_epoll_create1, 0);
}

int epoll_create1(int flags)
{
	return syscall_ret(SYS_epoll_create1, flags);
}

int epoll_ctl(int fd, int op, int fd2, struct epoll_event *ev)
{
	return syscall_ret(SYS_epoll_ctl, fd, op, fd2, ev);
}

int epoll_pwait(int fd, struct epoll_event *ev, int cnt, int to, const sigset_t *sigs)
{
	return syscall_cp(SYS_epoll_pwait, fd, ev, cnt, to, sigs, _NSIG/8);
}

int epoll_wait(int fd, struct epoll_event *ev, int cnt, int to)
{
	return epoll_pwait(fd, ev, cnt, to, 0);
}
