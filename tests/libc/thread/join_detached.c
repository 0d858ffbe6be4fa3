/* pthread_join of a detached thread that still runs (the Open POSIX Test
 * Suite's pthread_detach/1-1 and 4-1, pthread_attr_setdetachstate/2-1):
 * undefined, and POSIX recommends EINVAL, which glibc 2.36 and polyport
 * give (polyport waited for ever before; musl 1.2.3 crashes). Both the
 * thread detached after it started and one created detached; and
 * pthread_detach of either, EINVAL as well (pthread_detach/4-1). */
#include <pthread.h>
#include <errno.h>
#include <semaphore.h>
#include "check.h"

static sem_t go, done;

static void *worker(void *arg)
{
	sem_wait(&go);
	sem_post(&done);
	return 0;
}

int main(void)
{
	pthread_t t;
	pthread_attr_t a;
	CHECK_INT(sem_init(&go, 0, 0), 0);
	CHECK_INT(sem_init(&done, 0, 0), 0);

	CHECK_INT(pthread_create(&t, 0, worker, 0), 0);
	CHECK_INT(pthread_detach(t), 0);
	CHECK_INT(pthread_join(t, 0), EINVAL);
	CHECK_INT(pthread_detach(t), EINVAL);
	sem_post(&go);
	sem_wait(&done);

	CHECK_INT(pthread_attr_init(&a), 0);
	CHECK_INT(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED), 0);
	CHECK_INT(pthread_create(&t, &a, worker, 0), 0);
	CHECK_INT(pthread_join(t, 0), EINVAL);
	CHECK_INT(pthread_detach(t), EINVAL);
	sem_post(&go);
	sem_wait(&done);

	/* A joinable thread still joins. */
	CHECK_INT(pthread_create(&t, 0, worker, 0), 0);
	sem_post(&go);
	CHECK_INT(pthread_join(t, 0), 0);
	return check_done();
}
