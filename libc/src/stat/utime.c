#include <utime.h>
#include <sys/stat.h>
#include <fcntl.h>
#include "syscall.h"

int utime(const char *path, const struct utimbuf *times)
{
	struct timespec ts[2];
	if (times) {
		ts[0] = (struct timespec){ .tv_sec = times->actime };
		ts[1] = (struct timespec){ .tv_sec = times->modtime };
	}
	return syscall_ret(SYS_utimensat, AT_FDCWD, path, times ? ts : 0, 0);
}
