#include <sys/stat.h>
#include <sys/time.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

/* utimes, futimes, lutimes and futimesat are the microsecond forms of
 * utimensat; they share the conversion, so they live together. */
static int tv_utimensat(int fd, const char *path, const struct timeval tv[2], int flags)
{
	struct timespec ts[2];
	if (tv) {
		for (int i = 0; i < 2; i++) {
			if ((unsigned long)tv[i].tv_usec >= 1000000UL)
				return __syscall_ret(-EINVAL);
			ts[i].tv_sec = tv[i].tv_sec;
			ts[i].tv_nsec = tv[i].tv_usec * 1000;
		}
	}
	return syscall_ret(SYS_utimensat, fd, path, tv ? ts : 0, flags);
}

int utimes(const char *path, const struct timeval tv[2])
{
	return tv_utimensat(AT_FDCWD, path, tv, 0);
}

int lutimes(const char *path, const struct timeval tv[2])
{
	return tv_utimensat(AT_FDCWD, path, tv, AT_SYMLINK_NOFOLLOW);
}

int futimes(int fd, const struct timeval tv[2])
{
	return tv_utimensat(fd, 0, tv, 0);
}

int futimesat(int dirfd, const char *path, const struct timeval tv[2])
{
	return tv_utimensat(dirfd, path, tv, 0);
}
