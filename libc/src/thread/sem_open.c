#include <semaphore.h>
#include <errno.h>

sem_t *sem_open(const char *name, int flags, ...)
{
	/* ENOSYS: named semaphores need a /dev/shm file mapping; not done yet */
	errno = ENOSYS;
	return SEM_FAILED;
}

int sem_close(sem_t *s)
{
	/* ENOSYS: no sem_open, so nothing can be closed */
	errno = ENOSYS;
	return -1;
}

int sem_unlink(const char *name)
{
	/* ENOSYS: named semaphores are not implemented */
	errno = ENOSYS;
	return -1;
}
