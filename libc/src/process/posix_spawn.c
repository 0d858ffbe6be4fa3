#define _GNU_SOURCE
#include <spawn.h>
#include <sched.h>
#include <signal.h>
#include <fcntl.h>
#include <unistd.h>
#include <limits.h>
#include <errno.h>
#include "pthread_impl.h"
#include "fdop.h"

/* posix_spawn runs the child with CLONE_VM|CLONE_VFORK on a stack of its
 * own: no page tables are copied, and the parent sleeps until the child
 * execs or exits. The child therefore shares the parent's memory and
 * uses raw syscalls only. An exec failure is reported through a
 * close-on-exec pipe: end-of-file means the exec happened. This file is
 * over 2 KB because the child's setup is one sequence. */

struct args {
	int p[2];
	sigset_t oldmask;
	const char *path;
	const posix_spawn_file_actions_t *fa;
	const posix_spawnattr_t *restrict attr;
	char *const *argv, *const *envp;
	int (*exec)(const char *, char *const [], char *const []);
};

static int is_member(const sigset_t *set, int sig)
{
	return set->__bits[(sig - 1) / (8 * sizeof(long))] >> ((sig - 1) % (8 * sizeof(long))) & 1;
}

/* A handler would run in the child on the parent's memory: every caught
 * signal goes back to SIG_DFL, and so do the ones SETSIGDEF names. */
static void reset_signals(const posix_spawnattr_t *attr)
{
	struct sigaction sa = { .sa_handler = SIG_DFL }, old;
	for (int i = 1; i < _NSIG; i++) {
		if ((attr->__flags & POSIX_SPAWN_SETSIGDEF) && is_member(&attr->__def, i)) {
			__libc_sigaction(i, &sa, 0);
			continue;
		}
		if (i == SIGKILL || i == SIGSTOP) continue;
		if (__libc_sigaction(i, 0, &old)) continue;
		if (old.sa_handler != SIG_IGN && old.sa_handler != SIG_DFL)
			__libc_sigaction(i, &sa, 0);
	}
}

static int do_fdops(struct fdop *op, int *pipefd)
{
	int p = *pipefd, r, fd;
	for (; op; op = op->next) {
		/* keep the report pipe out of the way of every target fd */
		if (op->fd == p) {
			r = __syscall(SYS_fcntl, p, F_DUPFD_CLOEXEC, 0);
			if (r < 0) return r;
			__syscall(SYS_close, p);
			*pipefd = p = r;
		}
		switch (op->cmd) {
		case FDOP_CLOSE:
			__syscall(SYS_close, op->fd);
			break;
		case FDOP_DUP2:
			fd = op->srcfd;
			if (fd == p) return -EBADF;
			if (fd != op->fd) {
				r = __syscall(SYS_dup3, fd, op->fd, 0);
				if (r < 0) return r;
			} else {
				/* dup2 onto itself: the fd must survive exec */
				r = __syscall(SYS_fcntl, fd, F_GETFD);
				if (r < 0) return r;
				r = __syscall(SYS_fcntl, fd, F_SETFD, r & ~FD_CLOEXEC);
				if (r < 0) return r;
			}
			break;
		case FDOP_OPEN:
			fd = __syscall(SYS_openat, AT_FDCWD, op->path, op->oflag | O_LARGEFILE, op->mode);
			if (fd < 0) return fd;
			if (fd != op->fd) {
				r = __syscall(SYS_dup3, fd, op->fd, 0);
				__syscall(SYS_close, fd);
				if (r < 0) return r;
			}
			break;
		case FDOP_CHDIR:
			r = __syscall(SYS_chdir, op->path);
			if (r < 0) return r;
			break;
		case FDOP_FCHDIR:
			r = __syscall(SYS_fchdir, op->fd);
			if (r < 0) return r;
			break;
		}
	}
	return 0;
}

static int child(void *args_vp)
{
	struct args *args = args_vp;
	const posix_spawnattr_t *attr = args->attr;
	int p = args->p[1], r = 0;

	__syscall(SYS_close, args->p[0]);
	reset_signals(attr);

	if (attr->__flags & POSIX_SPAWN_SETSID)
		if ((r = __syscall(SYS_setsid)) < 0) goto fail;
	if (attr->__flags & POSIX_SPAWN_SETPGROUP)
		if ((r = __syscall(SYS_setpgid, 0, attr->__pgrp))) goto fail;
	if (attr->__flags & POSIX_SPAWN_SETSCHEDULER) {
		struct sched_param sp = { .sched_priority = attr->__prio };
		if ((r = __syscall(SYS_sched_setscheduler, 0, attr->__pol, &sp)) < 0) goto fail;
	} else if (attr->__flags & POSIX_SPAWN_SETSCHEDPARAM) {
		struct sched_param sp = { .sched_priority = attr->__prio };
		if ((r = __syscall(SYS_sched_setparam, 0, &sp))) goto fail;
	}
	/* the child is single-threaded: plain syscalls, no __setxid */
	if (attr->__flags & POSIX_SPAWN_RESETIDS)
		if ((r = __syscall(SYS_setgid, __syscall(SYS_getgid))) ||
		    (r = __syscall(SYS_setuid, __syscall(SYS_getuid)))) goto fail;

	if (args->fa && (r = do_fdops(args->fa->__actions, &p))) goto fail;
	/* a DUP2 may have cleared close-on-exec on the pipe's new number */
	__syscall(SYS_fcntl, p, F_SETFD, FD_CLOEXEC);

	__restore_sigs((attr->__flags & POSIX_SPAWN_SETSIGMASK)
		? (void *)&attr->__mask : (void *)&args->oldmask);

	args->exec(args->path, args->argv, args->envp);
	r = -errno;
fail:
	/* the parent reads this as the spawn's result */
	r = -r;
	while (__syscall(SYS_write, p, &r, sizeof r) == -EINTR);
	__syscall(SYS_exit, 127);
	return 0;
}

int __spawn(pid_t *restrict res, const char *restrict path,
	const posix_spawn_file_actions_t *fa, const posix_spawnattr_t *restrict attr,
	char *const argv[restrict], char *const envp[restrict],
	int (*exec)(const char *, char *const [], char *const []))
{
	/* the child's stack: PATH search needs room for one path buffer */
	char stack[1024 + PATH_MAX + NAME_MAX] __attribute__((__aligned__(16)));
	static const posix_spawnattr_t no_attr;
	struct args args = {
		.path = path, .fa = fa, .attr = attr ? attr : &no_attr,
		.argv = argv, .envp = envp, .exec = exec,
	};
	int ec = 0, r;
	pid_t pid;

	if ((r = __syscall(SYS_pipe2, args.p, O_CLOEXEC))) return -r;

	__block_all_sigs(&args.oldmask);
	pid = __clone(child, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD,
	              &args, 0, 0, 0);
	__syscall(SYS_close, args.p[1]);

	if (pid > 0) {
		if (__syscall(SYS_read, args.p[0], &ec, sizeof ec) != sizeof ec) ec = 0;
		else __syscall(SYS_wait4, pid, 0, 0, 0);
	} else {
		ec = -pid;
	}
	__syscall(SYS_close, args.p[0]);

	if (!ec && res) *res = pid;
	__restore_sigs(&args.oldmask);
	return ec;
}

int posix_spawn(pid_t *restrict res, const char *restrict path,
	const posix_spawn_file_actions_t *fa, const posix_spawnattr_t *restrict attr,
	char *const argv[restrict], char *const envp[restrict])
{
	return __spawn(res, path, fa, attr, argv, envp, execve);
}
