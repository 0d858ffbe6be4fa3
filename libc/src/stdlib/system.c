/* system: /bin/sh -c CMD with POSIX's signal rules. While any system()
 * runs, the caller ignores SIGINT and SIGQUIT (the child gets them, as a
 * shell would arrange) and has SIGCHLD blocked, so a SIGCHLD handler
 * cannot reap our child first. The child restores both before exec. */
#include <stdlib.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <sys/wait.h>
#include "lock.h"

static volatile int lock[1];
static int users;
static struct sigaction old_int, old_quit;

int system(const char *cmd)
{
	if (!cmd) return access("/bin/sh", X_OK) == 0;

	struct sigaction ign = { .sa_handler = SIG_IGN };
	sigset_t block, old_mask;
	int status = -1;
	sigemptyset(&ign.sa_mask);
	sigemptyset(&block);
	sigaddset(&block, SIGCHLD);

	/* Several threads may be in system() at once: the first one in
	 * saves the dispositions, the last one out restores them. */
	LOCK(lock);
	if (!users++) {
		sigaction(SIGINT, &ign, &old_int);
		sigaction(SIGQUIT, &ign, &old_quit);
	}
	UNLOCK(lock);
	sigprocmask(SIG_BLOCK, &block, &old_mask);

	pid_t pid = _Fork();
	if (!pid) {
		char *argv[] = { "sh", "-c", (char *)cmd, 0 };
		sigaction(SIGINT, &old_int, 0);
		sigaction(SIGQUIT, &old_quit, 0);
		sigprocmask(SIG_SETMASK, &old_mask, 0);
		execve("/bin/sh", argv, __environ);
		_exit(127);
	}
	if (pid > 0) {
		while (waitpid(pid, &status, 0) < 0) {
			if (errno != EINTR) {
				status = -1;
				break;
			}
		}
	}
	int e = errno;
	LOCK(lock);
	if (!--users) {
		sigaction(SIGINT, &old_int, 0);
		sigaction(SIGQUIT, &old_quit, 0);
	}
	UNLOCK(lock);
	sigprocmask(SIG_SETMASK, &old_mask, 0);
	errno = e;
	return status;
}
