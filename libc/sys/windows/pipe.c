/* pipe and pipe2 under Windows: an anonymous pipe (CreatePipe) with a
 * 64 KiB buffer, as Linux's default. Its handles are not inherited by
 * child processes unless passed on as standard handles. */
#include <errno.h>
#include <fcntl.h>
#include "win.h"

long __win_pipe2(long fds, long flags)
{
	int *fd = (int *)fds;
	HANDLE r, w;
	if (flags & ~(O_CLOEXEC | O_NONBLOCK | O_DIRECT)) return -EINVAL;
	if (flags & (O_NONBLOCK | O_DIRECT))
		return -ENOSYS;  /* ENOSYS: non-blocking and packet pipes are not done under Windows */
	if (!WIN(CreatePipe)(&r, &w, 0, 65536)) return __win_errno();
	long a = __win_new_fd(r, O_RDONLY | (flags & O_CLOEXEC), 0, 0);
	if (a < 0) {
		WIN(CloseHandle)(r), WIN(CloseHandle)(w);
		return a;
	}
	long b = __win_new_fd(w, O_WRONLY | (flags & O_CLOEXEC), 0, 0);
	if (b < 0) {
		__win_close(a);
		WIN(CloseHandle)(w);
		return b;
	}
	fd[0] = a, fd[1] = b;
	return 0;
}
