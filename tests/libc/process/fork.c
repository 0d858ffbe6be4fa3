#include <unistd.h>
#include <signal.h>
#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <fcntl.h>
#include "check.h"

/* Uses a fair amount of stack: in a vfork child it overwrites whatever
 * the parent left below its stack pointer, including a return address
 * if vfork kept one there. */
__attribute__((noinline)) static int scribble(int seed)
{
	volatile char junk[512];
	for (int i = 0; i < (int)sizeof junk; i++) junk[i] = (char)(seed + i);
	return junk[seed & 511];
}

int main(void)
{
	int st, fds[2];
	pid_t pid, parent = getpid();

	/* exit status travels through waitpid */
	pid = fork();
	if (pid == 0) {
		/* the child is a new process with its own ids */
		_exit(getpid() != parent && getppid() == parent ? 42 : 1);
	}
	CHECK(pid > 0);
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st));
	CHECK_INT(WEXITSTATUS(st), 42);

	/* death by signal */
	pid = fork();
	if (pid == 0) {
		raise(SIGTERM);
		_exit(0);
	}
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st));
	CHECK_INT(WTERMSIG(st), SIGTERM);
	CHECK(!WIFEXITED(st));

	/* memory is copied, not shared; a pipe connects the two */
	static int shared_probe = 1;
	CHECK_INT(pipe(fds), 0);
	pid = fork();
	if (pid == 0) {
		shared_probe = 2;
		close(fds[0]);
		write(fds[1], "ok", 2);
		_exit(0);
	}
	close(fds[1]);
	char buf[4] = {0};
	CHECK_INT(read(fds[0], buf, sizeof buf), 2);
	CHECK_STR(buf, "ok");
	close(fds[0]);
	CHECK_INT(wait(&st), pid);
	CHECK_INT(shared_probe, 1);

	/* WNOHANG with nothing finished, ECHILD with no children */
	pid = fork();
	if (pid == 0) {
		sigset_t none;
		sigemptyset(&none);
		for (;;) sigsuspend(&none);
	}
	CHECK_INT(waitpid(pid, &st, WNOHANG), 0);
	CHECK_INT(kill(pid, SIGKILL), 0);
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
	CHECK_ERRNO(waitpid(-1, &st, 0), ECHILD);

	/* vfork + _exit: the parent resumes after the child is gone */
	pid = vfork();
	if (pid == 0) _exit(7);
	CHECK(pid > 0);
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK_INT(WEXITSTATUS(st), 7);

	/* vfork: the child shares memory but not the descriptor table, and
	 * its stack use does not break the parent's return from vfork */
	volatile int canary = 12345;
	int fd = open("/dev/null", O_RDONLY);
	pid = vfork();
	if (pid == 0) {
		scribble(7);
		close(fd);
		_exit(scribble(3) == (char)(3 + 3) ? 9 : 8);
	}
	CHECK_INT(canary, 12345);
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK_INT(WEXITSTATUS(st), 9);
	CHECK(fcntl(fd, F_GETFD) >= 0);
	close(fd);

	/* waitid reports the child in a siginfo */
	pid = fork();
	if (pid == 0) _exit(3);
	siginfo_t si;
	memset(&si, 0, sizeof si);
	CHECK_INT(waitid(P_PID, pid, &si, WEXITED), 0);
	CHECK_INT(si.si_pid, pid);
	CHECK_INT(si.si_signo, SIGCHLD);
	CHECK_INT(si.si_code, CLD_EXITED);
	CHECK_INT(si.si_status, 3);

	return check_done();
}
