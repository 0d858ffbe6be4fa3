#define _GNU_SOURCE
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/resource.h>
#include "fdop.h"

/* A descriptor the child could never have: negative or beyond the
 * RLIMIT_NOFILE soft limit (glibc checks the same, and gnulib's configure
 * tests for it). */
static int bad_fd(int fd)
{
	struct rlimit rl;
	if (fd < 0) return 1;
	if (getrlimit(RLIMIT_NOFILE, &rl)) return 0;
	return rl.rlim_cur != RLIM_INFINITY && (rlim_t)fd >= rl.rlim_cur;
}

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *fa)
{
	fa->__actions = 0;
	return 0;
}

int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *fa)
{
	struct fdop *op = fa->__actions, *next;
	for (; op; op = next) {
		next = op->next;
		free(op);
	}
	fa->__actions = 0;
	return 0;
}

/* Append: actions run in the order they were added. */
static int add(posix_spawn_file_actions_t *fa, int cmd, int fd, int srcfd,
               const char *path, int oflag, mode_t mode)
{
	size_t l = path ? strlen(path) + 1 : 0;
	struct fdop *op = malloc(sizeof *op + l), **tail;
	if (!op) return ENOMEM;
	op->next = 0;
	op->cmd = cmd;
	op->fd = fd;
	op->srcfd = srcfd;
	op->oflag = oflag;
	op->mode = mode;
	if (path) memcpy(op->path, path, l);
	for (tail = (struct fdop **)&fa->__actions; *tail; tail = &(*tail)->next);
	*tail = op;
	return 0;
}

int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *fa, int fd)
{
	if (bad_fd(fd)) return EBADF;
	return add(fa, FDOP_CLOSE, fd, -1, 0, 0, 0);
}

int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *fa, int srcfd, int fd)
{
	if (bad_fd(srcfd) || bad_fd(fd)) return EBADF;
	return add(fa, FDOP_DUP2, fd, srcfd, 0, 0, 0);
}

int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *restrict fa, int fd,
	const char *restrict path, int flags, mode_t mode)
{
	if (bad_fd(fd)) return EBADF;
	return add(fa, FDOP_OPEN, fd, -1, path, flags, mode);
}

int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *restrict fa, const char *restrict path)
{
	return add(fa, FDOP_CHDIR, -1, -1, path, 0, 0);
}

int posix_spawn_file_actions_addfchdir_np(posix_spawn_file_actions_t *fa, int fd)
{
	if (bad_fd(fd)) return EBADF;
	return add(fa, FDOP_FCHDIR, fd, -1, 0, 0, 0);
}
