#include <sys/stat.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>
#include "syscall.h"

/* The fchmodat syscall has no flags. AT_SYMLINK_NOFOLLOW is done by
 * opening the file itself with O_PATH|O_NOFOLLOW and changing it through
 * /proc; a symlink's own mode cannot be changed on Linux (EOPNOTSUPP). */
int fchmodat(int fd, const char *path, mode_t mode, int flag)
{
	if (!flag) return syscall_ret(SYS_fchmodat, fd, path, mode);
	if (flag != AT_SYMLINK_NOFOLLOW) return __syscall_ret(-EINVAL);

	struct stat st;
	int r, fd2;
	char proc[32];

	r = __syscall(SYS_newfstatat, fd, path, &st, flag);
	if (r) return __syscall_ret(r);
	if (S_ISLNK(st.st_mode)) return __syscall_ret(-EOPNOTSUPP);

	fd2 = __syscall(SYS_openat, fd, path, O_RDONLY|O_PATH|O_NOFOLLOW|O_NOCTTY|O_CLOEXEC);
	if (fd2 < 0) {
		if (fd2 == -ELOOP) return __syscall_ret(-EOPNOTSUPP);
		return __syscall_ret(fd2);
	}
	__procfdname(proc, fd2);
	/* The name might have been replaced by a link since the fstatat. */
	r = __syscall(SYS_newfstatat, AT_FDCWD, proc, &st, 0);
	if (!r) {
		if (S_ISLNK(st.st_mode)) r = -EOPNOTSUPP;
		else r = __syscall(SYS_fchmodat, AT_FDCWD, proc, mode);
	}
	__syscall(SYS_close, fd2);
	return __syscall_ret(r);
}
