#include <pthread.h>
#include <semaphore.h>
#include <errno.h>
#include <time.h>
#include "check.h"

static sem_t items, slots;
static int buf[4], head, tail;
static volatile long consumed_sum;

static void *producer(void *arg)
{
	for (int i = 1; i <= 2000; i++) {
		sem_wait(&slots);
		buf[head++ % 4] = i;
		sem_post(&items);
	}
	return 0;
}

static void *consumer(void *arg)
{
	for (int i = 0; i < 2000; i++) {
		sem_wait(&items);
		consumed_sum += buf[tail++ % 4];
		sem_post(&slots);
	}
	return 0;
}

#define NT 4
static pthread_barrier_t bar;
static volatile int phase_count[3], serial, barrier_bad;
static pthread_spinlock_t spin;
static long spin_counter;

static void *barrier_worker(void *arg)
{
	for (int p = 0; p < 3; p++) {
		__atomic_add_fetch(&phase_count[p], 1, __ATOMIC_SEQ_CST);
		int r = pthread_barrier_wait(&bar);
		if (r == PTHREAD_BARRIER_SERIAL_THREAD) __atomic_add_fetch(&serial, 1, __ATOMIC_SEQ_CST);
		else if (r) barrier_bad = 1;
		/* Nobody passes before everyone has arrived. */
		if (phase_count[p] != NT) barrier_bad = 1;
	}
	for (int i = 0; i < 10000; i++) {
		pthread_spin_lock(&spin);
		spin_counter++;
		pthread_spin_unlock(&spin);
	}
	return 0;
}

int main(void)
{
	pthread_t t[NT];
	CHECK_INT(sem_init(&items, 0, 0), 0);
	CHECK_INT(sem_init(&slots, 0, 4), 0);
	pthread_create(&t[0], 0, producer, 0);
	pthread_create(&t[1], 0, consumer, 0);
	pthread_join(t[0], 0);
	pthread_join(t[1], 0);
	CHECK_INT(consumed_sum, 2000L * 2001 / 2);
	int v = -1;
	CHECK_INT(sem_getvalue(&slots, &v), 0);
	CHECK_INT(v, 4);
	CHECK_ERRNO(sem_trywait(&items), EAGAIN);
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += 10000000;
	if (ts.tv_nsec >= 1000000000) ts.tv_sec++, ts.tv_nsec -= 1000000000;
	CHECK_ERRNO(sem_timedwait(&items, &ts), ETIMEDOUT);
	CHECK_INT(sem_post(&items), 0);
	CHECK_INT(sem_timedwait(&items, &ts), 0);
	CHECK_INT(sem_destroy(&items), 0);

	CHECK_INT(pthread_barrier_init(&bar, 0, 0), EINVAL);
	CHECK_INT(pthread_barrier_init(&bar, 0, NT), 0);
	CHECK_INT(pthread_spin_init(&spin, PTHREAD_PROCESS_PRIVATE), 0);
	for (int i = 0; i < NT; i++) pthread_create(&t[i], 0, barrier_worker, 0);
	for (int i = 0; i < NT; i++) pthread_join(t[i], 0);
	CHECK(!barrier_bad);
	CHECK_INT(serial, 3);
	CHECK_INT(spin_counter, NT * 10000L);
	CHECK_INT(pthread_barrier_destroy(&bar), 0);
	CHECK_INT(pthread_spin_trylock(&spin), 0);
	CHECK_INT(pthread_spin_trylock(&spin), EBUSY);
	CHECK_INT(pthread_spin_unlock(&spin), 0);
	return check_done();
}
