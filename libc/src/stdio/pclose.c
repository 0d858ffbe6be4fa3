#include "stdio_impl.h"

/* Close the stream, then wait for the shell (the status of waitpid). */
int pclose(FILE *f)
{
	int status, pid = f->pipe_pid;
	long r;
	if (!pid) {
		errno = ECHILD;
		return -1;
	}
	fclose(f);
	while ((r = __syscall(SYS_wait4, pid, &status, 0, 0)) == -EINTR);
	if (r < 0) {
		errno = -r;
		return -1;
	}
	return status;
}
