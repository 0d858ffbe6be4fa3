#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include "pthread_impl.h"

/* The kernel keeps a 16-byte name per thread: prctl for ourselves,
 * /proc/self/task/<tid>/comm for another thread. */
static int comm_path(char *buf, int tid)
{
	static const char pre[] = "/proc/self/task/", post[] = "/comm";
	char d[12], *p = d + sizeof d;
	*--p = 0;
	do *--p = '0' + tid % 10; while (tid /= 10);
	memcpy(buf, pre, sizeof pre - 1);
	strcpy(buf + sizeof pre - 1, p);
	strcat(buf, post);
	return 0;
}

int pthread_setname_np(pthread_t t, const char *name)
{
	size_t len = strlen(name);
	if (len > 15) return ERANGE;
	if (t == __pthread_self())
		return -__syscall(SYS_prctl, 15 /* PR_SET_NAME */, name, 0, 0, 0);
	char path[48];
	comm_path(path, t->tid);
	int fd = __syscall(SYS_openat, AT_FDCWD, path, O_WRONLY|O_CLOEXEC);
	if (fd < 0) return -fd;
	long r = __syscall(SYS_write, fd, name, len);
	__syscall(SYS_close, fd);
	return r < 0 ? -r : 0;
}

int pthread_getname_np(pthread_t t, char *name, size_t len)
{
	if (len < 16) return ERANGE;
	if (t == __pthread_self())
		return -__syscall(SYS_prctl, 16 /* PR_GET_NAME */, name, 0, 0, 0);
	char path[48];
	comm_path(path, t->tid);
	int fd = __syscall(SYS_openat, AT_FDCWD, path, O_RDONLY|O_CLOEXEC);
	if (fd < 0) return -fd;
	long r = __syscall(SYS_read, fd, name, len - 1);
	__syscall(SYS_close, fd);
	if (r < 0) return -r;
	if (r > 0 && name[r - 1] == '\n') r--;
	name[r] = 0;
	return 0;
}
