#include <sys/mman.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>

/* POSIX shared memory objects are files in /dev/shm. NAME may start with
 * one slash and contain no others. Returns the path or null (errno set). */
static char *shm_path(const char *name, char *buf)
{
	while (*name == '/') name++;
	size_t l = strnlen(name, NAME_MAX + 1);
	if (!l || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, "..")) {
		errno = EINVAL;
		return 0;
	}
	if (l > NAME_MAX) {
		errno = ENAMETOOLONG;
		return 0;
	}
	memcpy(buf, "/dev/shm/", 9);
	memcpy(buf + 9, name, l + 1);
	return buf;
}

int shm_open(const char *name, int flag, mode_t mode)
{
	char buf[NAME_MAX + 10];
	if (!shm_path(name, buf)) return -1;
	return open(buf, flag | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, mode);
}

int shm_unlink(const char *name)
{
	char buf[NAME_MAX + 10];
	if (!shm_path(name, buf)) return -1;
	return unlink(buf);
}
