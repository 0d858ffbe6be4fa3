#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "check.h"

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static volatile int readers_in, max_readers, writer_in, bad;
static long shared[2];

static void *reader(void *arg)
{
	for (int i = 0; i < 2000; i++) {
		pthread_rwlock_rdlock(&rw);
		int n = __atomic_add_fetch(&readers_in, 1, __ATOMIC_SEQ_CST);
		if (n > max_readers) max_readers = n;
		if (writer_in || shared[0] != shared[1]) bad = 1;
		__atomic_sub_fetch(&readers_in, 1, __ATOMIC_SEQ_CST);
		pthread_rwlock_unlock(&rw);
	}
	return 0;
}

static void *writer(void *arg)
{
	for (int i = 0; i < 2000; i++) {
		pthread_rwlock_wrlock(&rw);
		writer_in = 1;
		if (readers_in) bad = 1;
		shared[0]++;
		shared[1]++;
		writer_in = 0;
		pthread_rwlock_unlock(&rw);
	}
	return 0;
}

static void *try_write(void *arg)
{
	return (void *)(long)pthread_rwlock_trywrlock(&rw);
}

static void *timed_read(void *arg)
{
	return (void *)(long)pthread_rwlock_timedrdlock(&rw, arg);
}

int main(void)
{
	pthread_t t[4];
	void *r;
	for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, reader, 0);
	pthread_create(&t[3], 0, writer, 0);
	for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
	CHECK(!bad);
	CHECK_INT(shared[0], 2000);

	/* Read locks nest and share; a writer is kept out until all go. */
	CHECK_INT(pthread_rwlock_rdlock(&rw), 0);
	CHECK_INT(pthread_rwlock_tryrdlock(&rw), 0);
	CHECK_INT(pthread_rwlock_trywrlock(&rw), EBUSY);
	pthread_create(&t[0], 0, try_write, 0);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, EBUSY);
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += 10000000;
	if (ts.tv_nsec >= 1000000000) ts.tv_sec++, ts.tv_nsec -= 1000000000;
	CHECK_INT(pthread_rwlock_timedwrlock(&rw, &ts), ETIMEDOUT);
	CHECK_INT(pthread_rwlock_unlock(&rw), 0);
	CHECK_INT(pthread_rwlock_unlock(&rw), 0);
	CHECK_INT(pthread_rwlock_trywrlock(&rw), 0);
	CHECK_INT(pthread_rwlock_tryrdlock(&rw), EBUSY);
	/* (From another thread: for the writer itself glibc says EDEADLK.) */
	clock_gettime(CLOCK_REALTIME, &ts);
	pthread_create(&t[0], 0, timed_read, &ts);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, ETIMEDOUT);
	CHECK_INT(pthread_rwlock_unlock(&rw), 0);
	CHECK_INT(pthread_rwlock_destroy(&rw), 0);
	return check_done();
}
