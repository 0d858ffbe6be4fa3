/* Named semaphores: create, exclusive create, the same address for the
 * same name, sharing across fork, unlink, bad names and values. */
#include <semaphore.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	char name[64];
	snprintf(name, sizeof name, "/polyport-sem-%d", getpid());
	sem_unlink(name);

	errno = 0;
	CHECK(sem_open(name, 0) == SEM_FAILED && errno == ENOENT);
	sem_t *a = sem_open(name, O_CREAT | O_EXCL, 0600, 2);
	CHECK(a != SEM_FAILED);
	int v = -1;
	CHECK_INT(sem_getvalue(a, &v), 0);
	CHECK_INT(v, 2);
	errno = 0;
	CHECK(sem_open(name, O_CREAT | O_EXCL, 0600, 0) == SEM_FAILED && errno == EEXIST);

	/* a second open (O_CREAT ignored for an existing one) maps the same
	 * semaphore, at the same address */
	sem_t *b = sem_open(name, O_CREAT, 0600, 9);
	CHECK(b == a);
	CHECK_INT(sem_getvalue(b, &v), 0);
	CHECK_INT(v, 2);
	CHECK_INT(sem_close(b), 0);
	CHECK_INT(sem_trywait(a), 0);

	/* the file is where glibc puts it */
	char path[128];
	struct stat st;
	snprintf(path, sizeof path, "/dev/shm/sem.%s", name + 1);
	CHECK_INT(stat(path, &st), 0);
	CHECK_INT(st.st_mode & 0777, 0600);

	/* another process waits on it and posts it back */
	pid_t pid = fork();
	if (!pid) {
		sem_t *c = sem_open(name, 0);
		if (c == SEM_FAILED || sem_wait(c) || sem_post(c) || sem_post(c)) _exit(1);
		_exit(0);
	}
	int status;
	CHECK_INT(waitpid(pid, &status, 0), pid);
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	CHECK_INT(sem_getvalue(a, &v), 0);
	CHECK_INT(v, 2);

	/* unlink removes the name; the open semaphore keeps working */
	CHECK_INT(sem_unlink(name), 0);
	errno = 0;
	CHECK(sem_open(name, 0) == SEM_FAILED && errno == ENOENT);
	CHECK_INT(sem_post(a), 0);
	CHECK_INT(sem_close(a), 0);
	CHECK_ERRNO(sem_unlink(name), ENOENT);

	/* bad names and values */
	errno = 0;
	CHECK(sem_open("/a/b", O_CREAT, 0600, 0) == SEM_FAILED && errno == EINVAL);
	char longname[NAME_MAX - 1]; /* 252 characters after the slash: "sem." makes it too long */
	memset(longname, 'x', sizeof longname - 1);
	longname[0] = '/';
	longname[sizeof longname - 1] = 0;
	errno = 0;
	CHECK(sem_open(longname, O_CREAT, 0600, 0) == SEM_FAILED && errno == ENAMETOOLONG);
	errno = 0;
	CHECK(sem_open(name, O_CREAT, 0600, (unsigned)SEM_VALUE_MAX + 1) == SEM_FAILED && errno == EINVAL);
	return check_done();
}
