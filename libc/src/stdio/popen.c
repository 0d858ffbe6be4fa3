#include <fcntl.h>
#include <string.h>
#include "stdio_impl.h"

#define SIGCHLD 17

/* The child of popen: its end of the pipe becomes fd 0 or 1, streams
 * from earlier popen calls and our own end are closed (POSIX requires
 * the former; the latter would keep the pipe from ever ending), then the
 * shell. Only async-signal-safe work happens here: raw syscalls. */
static _Noreturn void child(int mine, int end, int target, const char *cmd, FILE *list)
{
	__syscall(SYS_close, mine);
	for (FILE *f = list; f; f = f->next)
		if (f->pipe_pid && f->fd != target) __syscall(SYS_close, f->fd);
	if (end == target) __syscall(SYS_fcntl, end, F_SETFD, 0);
	else if (__syscall(SYS_dup3, end, target, 0) < 0) __syscall(SYS_exit, 127);
	char *argv[] = { "sh", "-c", (char *)cmd, 0 };
	__syscall(SYS_execve, "/bin/sh", argv, __environ);
	__syscall(SYS_exit, 127);
	for (;;);
}

FILE *popen(const char *cmd, const char *mode)
{
	int p[2], mine, theirs, target;
	FILE *f;
	long pid, r;

	if (*mode != 'r' && *mode != 'w') {
		errno = EINVAL;
		return 0;
	}
	if ((r = __syscall(SYS_pipe2, p, O_CLOEXEC)) < 0) {
		errno = -r;
		return 0;
	}
	mine = *mode == 'r' ? p[0] : p[1];
	theirs = *mode == 'r' ? p[1] : p[0];
	target = *mode == 'r' ? 1 : 0;
	if (!(f = __fdopen(mine, *mode == 'r' ? "r" : "w"))) goto fail;
	if (!strchr(mode, 'e')) __syscall(SYS_fcntl, mine, F_SETFD, 0);

	/* The list is held across the fork so the child sees it whole.
	 * clone(SIGCHLD) with no other flags is fork. */
	FILE **head = __ofl_lock();
	pid = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
	if (!pid) child(mine, theirs, target, cmd, *head);
	__ofl_unlock();
	__syscall(SYS_close, theirs);
	if (pid < 0) {
		errno = -pid;
		fclose(f);
		return 0;
	}
	f->pipe_pid = pid;
	return f;
fail:
	__syscall(SYS_close, p[0]);
	__syscall(SYS_close, p[1]);
	return 0;
}
