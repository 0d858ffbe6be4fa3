#include <semaphore.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "lock.h"

/* Named semaphores are files /dev/shm/sem.NAME holding one process-shared
 * sem_t, mapped shared (glibc's names, so the two interoperate). A new one
 * is written in full under a temporary name and then linked into place,
 * so no process ever maps a half-initialised semaphore. Opening the same
 * semaphore twice gives the same address, as POSIX asks: the mappings are
 * counted per file. */

#define SEM_DIR "/dev/shm/"

static volatile int lock[1];
static struct {
	ino_t ino;
	dev_t dev;
	sem_t *sem;
	int refs;
} open_sems[SEM_NSEMS_MAX];

static int sem_path(char *buf, const char *name)
{
	while (*name == '/') name++;
	size_t n = strlen(name);
	if (!n || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, "..")) {
		errno = EINVAL;
		return -1;
	}
	if (n > NAME_MAX - 4) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(buf, SEM_DIR "sem.", sizeof SEM_DIR + 3);
	memcpy(buf + sizeof SEM_DIR + 3, name, n + 1);
	return 0;
}

/* Creates the file under a temporary name and links it to path;
 * returns the open descriptor, or -1 (errno EEXIST if path exists). */
static int create(const char *path, mode_t mode, unsigned value)
{
	char tmp[sizeof SEM_DIR + 32];
	sem_t init;
	sem_init(&init, 1, value);
	for (int tries = 0; tries < 100; tries++) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		snprintf(tmp, sizeof tmp, SEM_DIR "sem.tmp-%d-%lx", getpid(), (unsigned long)ts.tv_nsec + tries);
		int fd = open(tmp, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd < 0) {
			if (errno == EEXIST) continue;
			return -1;
		}
		int r = write(fd, &init, sizeof init) == sizeof init ? link(tmp, path) : -1;
		int e = errno;
		unlink(tmp);
		if (!r) return fd;
		close(fd);
		errno = e;
		return -1;
	}
	errno = EEXIST;
	return -1;
}

sem_t *sem_open(const char *name, int flags, ...)
{
	char path[sizeof SEM_DIR + NAME_MAX + 1];
	if (sem_path(path, name)) return SEM_FAILED;

	mode_t mode = 0;
	unsigned value = 0;
	if (flags & O_CREAT) {
		va_list ap;
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		value = va_arg(ap, unsigned);
		va_end(ap);
		if (value > SEM_VALUE_MAX) {
			errno = EINVAL;
			return SEM_FAILED;
		}
	}

	int fd = -1;
	for (int tries = 0; fd < 0 && tries < 100; tries++) {
		if (!(flags & O_EXCL)) {
			fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
			if (fd >= 0 || errno != ENOENT || !(flags & O_CREAT)) break;
		}
		if (flags & O_CREAT) {
			fd = create(path, mode, value);
			/* lost a race with another creator: open theirs */
			if (fd < 0 && (errno != EEXIST || flags & O_EXCL)) break;
		}
	}
	if (fd < 0) return SEM_FAILED;

	struct stat st;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size < (off_t)sizeof(sem_t)) {
		/* not one of ours: mapping it would fault on access */
		close(fd);
		errno = EINVAL;
		return SEM_FAILED;
	}

	__lock(lock);
	int slot = -1;
	for (int i = 0; i < SEM_NSEMS_MAX; i++) {
		if (open_sems[i].refs && open_sems[i].ino == st.st_ino && open_sems[i].dev == st.st_dev) {
			open_sems[i].refs++;
			sem_t *s = open_sems[i].sem;
			__unlock(lock);
			close(fd);
			return s;
		}
		if (!open_sems[i].refs && slot < 0) slot = i;
	}
	if (slot < 0) {
		__unlock(lock);
		close(fd);
		errno = EMFILE;
		return SEM_FAILED;
	}
	sem_t *s = mmap(0, sizeof *s, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	close(fd);
	if (s == MAP_FAILED) {
		__unlock(lock);
		return SEM_FAILED;
	}
	open_sems[slot].ino = st.st_ino;
	open_sems[slot].dev = st.st_dev;
	open_sems[slot].sem = s;
	open_sems[slot].refs = 1;
	__unlock(lock);
	return s;
}

int sem_close(sem_t *s)
{
	__lock(lock);
	for (int i = 0; i < SEM_NSEMS_MAX; i++)
		if (open_sems[i].refs && open_sems[i].sem == s) {
			if (!--open_sems[i].refs) munmap(s, sizeof *s);
			__unlock(lock);
			return 0;
		}
	__unlock(lock);
	errno = EINVAL;
	return -1;
}

int sem_unlink(const char *name)
{
	char path[sizeof SEM_DIR + NAME_MAX + 1];
	if (sem_path(path, name)) return -1;
	return unlink(path);
}
