#define _GNU_SOURCE
#include <spawn.h>
#include <stdlib.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include "check.h"

extern char **environ;

static int status_of(pid_t pid)
{
	int st;
	if (waitpid(pid, &st, 0) != pid) return -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

int main(void)
{
	pid_t pid;
	char *argv[] = { "sh", "-c", "exit 9", 0 };

	CHECK_INT(posix_spawn(&pid, "/bin/sh", 0, 0, argv, environ), 0);
	CHECK_INT(status_of(pid), 9);
	CHECK_INT(posix_spawnp(&pid, "sh", 0, 0, argv, environ), 0);
	CHECK_INT(status_of(pid), 9);

	/* exec failures are the return value, and no child is left behind */
	CHECK_INT(posix_spawn(&pid, "/nonexistent/prog", 0, 0, argv, environ), ENOENT);
	/* (a PATH of our own: one holding a directory we may not search,
	 * such as root's in a su'd shell, rightly gives EACCES instead) */
	setenv("PATH", "/usr/bin:/bin", 1);
	CHECK_INT(posix_spawnp(&pid, "pp-no-such-program", 0, 0, argv, environ), ENOENT);
	CHECK_ERRNO(waitpid(-1, 0, WNOHANG), ECHILD);

	/* file actions: stdout to a pipe, read back what the child wrote */
	int p[2];
	CHECK_INT(pipe(p), 0);
	posix_spawn_file_actions_t fa;
	CHECK_INT(posix_spawn_file_actions_init(&fa), 0);
	CHECK_INT(posix_spawn_file_actions_adddup2(&fa, p[1], 1), 0);
	CHECK_INT(posix_spawn_file_actions_addclose(&fa, p[0]), 0);
	CHECK_INT(posix_spawn_file_actions_addchdir_np(&fa, "/"), 0);
	char *pwd[] = { "sh", "-c", "pwd; echo $0", "arg0", 0 };
	CHECK_INT(posix_spawn(&pid, "/bin/sh", &fa, 0, pwd, environ), 0);
	close(p[1]);
	char buf[64] = {0};
	int n = 0, r;
	while ((r = read(p[0], buf + n, sizeof buf - 1 - n)) > 0) n += r;
	close(p[0]);
	CHECK_STR(buf, "/\narg0\n");
	CHECK_INT(status_of(pid), 0);
	posix_spawn_file_actions_destroy(&fa);

	/* an open action that fails reports its errno */
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, 0, "/nonexistent/file", O_RDONLY, 0);
	CHECK_INT(posix_spawn(&pid, "/bin/sh", &fa, 0, argv, environ), ENOENT);
	posix_spawn_file_actions_destroy(&fa);
	CHECK_INT(posix_spawn_file_actions_addclose(&fa, -1), EBADF);
	/* gnulib's configure probes this: a descriptor past RLIMIT_NOFILE */
	CHECK_INT(posix_spawn_file_actions_addclose(&fa, 10000000), EBADF);
	CHECK_INT(posix_spawn_file_actions_adddup2(&fa, 1, 10000000), EBADF);

	/* attributes: a signal mask, SIG_DFL resets and a new process group */
	posix_spawnattr_t at;
	CHECK_INT(posix_spawnattr_init(&at), 0);
	sigset_t mask;
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	CHECK_INT(posix_spawnattr_setsigmask(&at, &mask), 0);
	CHECK_INT(posix_spawnattr_setpgroup(&at, 0), 0);
	CHECK_INT(posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP), 0);
	short fl;
	posix_spawnattr_getflags(&at, &fl);
	CHECK_INT(fl, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
	/* SIGTERM is blocked in the child, so it survives kill -TERM $$; it
	 * leads its own process group (field 5 of /proc/PID/stat) */
	char *selfkill[] = { "sh", "-c", "kill -TERM $$; set -- $(cat /proc/$$/stat); test $5 -eq $$ || exit 2; exit 4", 0 };
	CHECK_INT(posix_spawn(&pid, "/bin/sh", 0, &at, selfkill, environ), 0);
	CHECK_INT(status_of(pid), 4);
	CHECK_INT(posix_spawnattr_setflags(&at, 0x4000), EINVAL);

	/* SETSID: the child leads a new session (field 6 of its stat) */
	CHECK_INT(posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSID), 0);
	char *sess[] = { "sh", "-c", "set -- $(cat /proc/$$/stat); test $6 -eq $$ && exit 6; exit 1", 0 };
	CHECK_INT(posix_spawn(&pid, "/bin/sh", 0, &at, sess, environ), 0);
	CHECK_INT(status_of(pid), 6);

	/* SETSIGDEF: an ignored signal goes back to the default in the child */
	signal(SIGTERM, SIG_IGN);
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	CHECK_INT(posix_spawnattr_setsigdefault(&at, &mask), 0);
	CHECK_INT(posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGDEF), 0);
	char *term[] = { "sh", "-c", "kill -TERM $$; exit 3", 0 };
	CHECK_INT(posix_spawn(&pid, "/bin/sh", 0, &at, term, environ), 0);
	CHECK_INT(status_of(pid), 128 + SIGTERM);
	/* without it the ignored disposition is inherited */
	CHECK_INT(posix_spawnattr_setflags(&at, 0), 0);
	CHECK_INT(posix_spawn(&pid, "/bin/sh", 0, &at, term, environ), 0);
	CHECK_INT(status_of(pid), 3);
	signal(SIGTERM, SIG_DFL);
	posix_spawnattr_destroy(&at);

	return check_done();
}
