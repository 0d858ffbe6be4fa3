#define _GNU_SOURCE
#include <stdlib.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include "check.h"

static int run(int how)
{
	pid_t pid = fork();
	if (pid == 0) {
		char *argv[] = { "sh", "-c", "exit $0", "5", 0 };
		char *envp[] = { "PATH=/bin:/usr/bin", 0 };
		switch (how) {
		case 0: execv("/bin/sh", argv); break;
		case 1: execvp("sh", argv); break;
		case 2: execl("/bin/sh", "sh", "-c", "exit $0", "5", (char *)0); break;
		case 3: execlp("sh", "sh", "-c", "exit $0", "5", (char *)0); break;
		case 4: execle("/bin/sh", "sh", "-c", "exit $0", "5", (char *)0, envp); break;
		case 5: execvpe("sh", argv, envp); break;
		case 6: execve("/bin/sh", argv, envp); break;
		case 7: {
			int fd = open("/bin/sh", O_RDONLY | O_CLOEXEC);
			fexecve(fd, argv, envp);
			break;
		}
		}
		_exit(100 + errno);
	}
	int st;
	if (waitpid(pid, &st, 0) != pid || !WIFEXITED(st)) return -1;
	return WEXITSTATUS(st);
}

int main(void)
{
	for (int i = 0; i <= 7; i++)
		CHECK_INT(run(i), 5);

	/* failures come back with errno */
	char *argv[] = { "x", 0 };
	CHECK_ERRNO(execv("/nonexistent/prog", argv), ENOENT);
	/* (a PATH of our own: one holding a directory we may not search,
	 * such as root's in a su'd shell, rightly gives EACCES instead) */
	setenv("PATH", "/usr/bin:/bin", 1);
	CHECK_ERRNO(execvp("pp-no-such-program-anywhere", argv), ENOENT);
	CHECK_ERRNO(execv("/", argv), EACCES);
	return check_done();
}
