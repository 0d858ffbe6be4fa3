/* Robust mutexes: an owner thread that ends holding one (returning,
 * cancelled, detached), and an owner process that dies holding a
 * process-shared one, pass it to the next locker with EOWNERDEAD, also
 * to one already asleep on it; pthread_mutex_consistent makes it usable
 * again, unlocking without it makes it ENOTRECOVERABLE for everyone.
 * Also the attribute, the relock and foreign-unlock rules per type,
 * several mutexes held at once and released out of order, and a
 * condition wait whose mutex owner died.
 *
 * The process-death cases need the kernel's robust list; qemu-user does
 * not emulate it, and then a process-shared robust mutex is refused with
 * ENOTSUP (as glibc does) and those cases are skipped. */
#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "check.h"

static pthread_mutex_t m, m2, m3;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static volatile int asleep;

static void *lock_and_return(void *arg)
{
	return (void *)(long)pthread_mutex_lock(arg);
}

static void *trylock_other(void *arg)
{
	return (void *)(long)pthread_mutex_trylock(arg);
}

static void *unlock_other(void *arg)
{
	return (void *)(long)pthread_mutex_unlock(arg);
}

/* Locks all three, gives one back out of order, ends holding two. */
static void *hold_two(void *arg)
{
	pthread_mutex_lock(&m);
	pthread_mutex_lock(&m2);
	pthread_mutex_lock(&m3);
	pthread_mutex_unlock(&m2);
	return 0;
}

static void *lock_then_sleep(void *arg)
{
	pthread_mutex_lock(arg);
	asleep = 1;
	for (;;) pause();
	return 0;
}

static long counter;

static void *adder(void *arg)
{
	for (int i = 0; i < 20000; i++) {
		if (pthread_mutex_lock(&m)) return (void *)1;
		counter++;
		pthread_mutex_unlock(&m);
	}
	return 0;
}

static void *cond_waiter(void *arg)
{
	pthread_mutex_lock(&m);
	asleep = 1;
	int r = pthread_cond_wait(&cv, &m);
	if (r == EOWNERDEAD) pthread_mutex_consistent(&m);
	pthread_mutex_unlock(&m);
	return (void *)(long)r;
}

static void *signal_and_die(void *arg)
{
	pthread_mutex_lock(&m);
	pthread_cond_signal(&cv);
	return 0;
}

static int robust_init(pthread_mutex_t *mx, int type, int pshared)
{
	pthread_mutexattr_t a;
	pthread_mutexattr_init(&a);
	pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
	pthread_mutexattr_settype(&a, type);
	pthread_mutexattr_setpshared(&a, pshared);
	int r = pthread_mutex_init(mx, &a);
	pthread_mutexattr_destroy(&a);
	return r;
}

static long join(pthread_t t)
{
	void *res = 0;
	pthread_join(t, &res);
	return (long)res;
}

static void wait_asleep(void)
{
	while (!asleep) sched_yield();
	/* and give it time to block in the kernel */
	nanosleep(&(struct timespec){ 0, 50000000 }, 0);
	asleep = 0;
}

static void thread_cases(void)
{
	pthread_t t;
	pthread_mutexattr_t a;
	int v = -1;

	pthread_mutexattr_init(&a);
	CHECK_INT(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_INT(v, PTHREAD_MUTEX_STALLED);
	CHECK_INT(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST), 0);
	CHECK_INT(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_INT(v, PTHREAD_MUTEX_ROBUST);
	CHECK_INT(pthread_mutexattr_setrobust(&a, 5), EINVAL);
	CHECK_INT(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_INT(v, PTHREAD_MUTEX_ROBUST);
	CHECK_INT(pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_STALLED), 0);
	CHECK_INT(pthread_mutexattr_getrobust(&a, &v), 0);
	CHECK_INT(v, PTHREAD_MUTEX_STALLED);

	/* a stalled (ordinary) mutex is never inconsistent */
	pthread_mutex_init(&m, 0);
	pthread_mutex_lock(&m);
	CHECK_INT(pthread_mutex_consistent(&m), EINVAL);
	pthread_mutex_unlock(&m);

	/* mutual exclusion under contention (no wake-up lost) */
	CHECK_INT(robust_init(&m, PTHREAD_MUTEX_NORMAL, 0), 0);
	pthread_t many[4];
	for (int i = 0; i < 4; i++) pthread_create(&many[i], 0, adder, 0);
	for (int i = 0; i < 4; i++) CHECK_INT(join(many[i]), 0);
	CHECK_INT(counter, 80000);

	/* ordinary use: busy for others, only the owner unlocks */
	CHECK_INT(pthread_mutex_lock(&m), 0);
	pthread_create(&t, 0, trylock_other, &m);
	CHECK_INT(join(t), EBUSY);
	pthread_create(&t, 0, unlock_other, &m);
	CHECK_INT(join(t), EPERM);
	CHECK_INT(pthread_mutex_consistent(&m), EINVAL);
	/* relocking a normal one deadlocks, as POSIX says: a timed lock times out */
	struct timespec at;
	clock_gettime(CLOCK_REALTIME, &at);
	at.tv_nsec += 20000000;
	if (at.tv_nsec >= 1000000000) at.tv_sec++, at.tv_nsec -= 1000000000;
	CHECK_INT(pthread_mutex_timedlock(&m, &at), ETIMEDOUT);
	CHECK_INT(pthread_mutex_trylock(&m), EBUSY);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), EPERM);

	/* the owner thread ends holding it */
	pthread_create(&t, 0, lock_and_return, &m);
	CHECK_INT(join(t), 0);
	CHECK_INT(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_INT(pthread_mutex_consistent(&m), 0);
	CHECK_INT(pthread_mutex_consistent(&m), EINVAL);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);

	/* a thread already asleep on it is woken with EOWNERDEAD, and ends
	 * holding it in turn */
	pthread_t holder;
	pthread_create(&holder, 0, lock_then_sleep, &m);
	wait_asleep();
	pthread_create(&t, 0, lock_and_return, &m);
	nanosleep(&(struct timespec){ 0, 50000000 }, 0);
	pthread_cancel(holder);
	CHECK(join(holder) == (long)PTHREAD_CANCELED);
	CHECK_INT(join(t), EOWNERDEAD);
	CHECK_INT(pthread_mutex_trylock(&m), EOWNERDEAD);
	/* left inconsistent: then nobody can have it */
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_lock(&m), ENOTRECOVERABLE);
	CHECK_INT(pthread_mutex_trylock(&m), ENOTRECOVERABLE);
#ifdef __polyport__
	/* glibc 2.36 times out here, and its unlock of the unrecoverable
	 * mutex crashes */
	at.tv_sec += 10;
	CHECK_INT(pthread_mutex_timedlock(&m, &at), ENOTRECOVERABLE);
	CHECK_INT(pthread_mutex_unlock(&m), EPERM);
#endif
	pthread_mutex_destroy(&m);

	/* a detached thread (its stack goes away with it) */
	CHECK_INT(robust_init(&m, PTHREAD_MUTEX_NORMAL, 0), 0);
	pthread_attr_t da;
	pthread_attr_init(&da);
	pthread_attr_setdetachstate(&da, PTHREAD_CREATE_DETACHED);
	pthread_create(&t, &da, lock_then_sleep, &m);
	wait_asleep();
	pthread_cancel(t);
	CHECK_INT(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_INT(pthread_mutex_consistent(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);

	/* several at once, one given back out of order */
	CHECK_INT(robust_init(&m2, PTHREAD_MUTEX_NORMAL, 0), 0);
	CHECK_INT(robust_init(&m3, PTHREAD_MUTEX_NORMAL, 0), 0);
	pthread_create(&t, 0, hold_two, 0);
	join(t);
	CHECK_INT(pthread_mutex_lock(&m2), 0);
	CHECK_INT(pthread_mutex_lock(&m3), EOWNERDEAD);
	CHECK_INT(pthread_mutex_lock(&m), EOWNERDEAD);
	pthread_mutex_consistent(&m);
	pthread_mutex_consistent(&m3);
	CHECK_INT(pthread_mutex_unlock(&m2), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m3), 0);
	/* and our own list is right after that: a thread of ours that
	 * ends holding all three again hands on all three */
	pthread_create(&t, 0, hold_two, 0);
	join(t);
	CHECK_INT(pthread_mutex_trylock(&m3), EOWNERDEAD);
	CHECK_INT(pthread_mutex_trylock(&m), EOWNERDEAD);
	CHECK_INT(pthread_mutex_trylock(&m2), 0);

	/* error-checking: relock and foreign unlock are errors */
	CHECK_INT(robust_init(&m, PTHREAD_MUTEX_ERRORCHECK, 0), 0);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_lock(&m), EDEADLK);
#ifdef __polyport__
	CHECK_INT(pthread_mutex_trylock(&m), EBUSY); /* POSIX: already locked */
#else
	CHECK_INT(pthread_mutex_trylock(&m), EDEADLK); /* glibc's robust path */
#endif
	pthread_create(&t, 0, unlock_other, &m);
	CHECK_INT(join(t), EPERM);
	CHECK_INT(pthread_mutex_unlock(&m), 0);

	/* recursive: the depth is the new owner's own */
	CHECK_INT(robust_init(&m, PTHREAD_MUTEX_RECURSIVE, 0), 0);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_trylock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	pthread_create(&t, 0, trylock_other, &m);
	CHECK_INT(join(t), EBUSY);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	pthread_create(&t, 0, trylock_other, &m);
	CHECK_INT(join(t), 0);
	CHECK_INT(pthread_mutex_lock(&m), EOWNERDEAD);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_consistent(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), EPERM);

	/* a condition wait whose mutex was left by a dead owner */
	CHECK_INT(robust_init(&m, PTHREAD_MUTEX_NORMAL, 0), 0);
	pthread_t w;
	pthread_create(&w, 0, cond_waiter, 0);
	wait_asleep();
	pthread_create(&t, 0, signal_and_die, 0);
	join(t);
	CHECK_INT(join(w), EOWNERDEAD);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
}

static void process_cases(void)
{
	pthread_mutex_t *sm = mmap(0, sizeof *sm, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	CHECK(sm != MAP_FAILED);
	int r = robust_init(sm, PTHREAD_MUTEX_NORMAL, PTHREAD_PROCESS_SHARED);
	if (r == ENOTSUP) {
		/* allowed only where the kernel keeps no robust lists */
		void *head;
		size_t len;
		CHECK_INT(syscall(SYS_get_robust_list, 0, &head, &len), -1);
		CHECK_INT(errno, ENOSYS);
		check__put("process-shared robust mutexes: no kernel robust list here, not tested\n");
		return;
	}
	CHECK_INT(r, 0);

	/* the owner process exits holding it */
	pid_t pid = fork();
	if (!pid) _exit(pthread_mutex_lock(sm) ? 1 : 0);
	int st;
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && !WEXITSTATUS(st));
	CHECK_INT(pthread_mutex_lock(sm), EOWNERDEAD);
	CHECK_INT(pthread_mutex_consistent(sm), 0);
	CHECK_INT(pthread_mutex_unlock(sm), 0);

	/* the owner process is killed while a thread of ours sleeps on it */
	int p[2];
	char c;
	CHECK_INT(pipe(p), 0);
	pid = fork();
	if (!pid) {
		if (pthread_mutex_lock(sm)) _exit(1);
		write(p[1], "x", 1);
		for (;;) pause();
	}
	CHECK_INT(read(p[0], &c, 1), 1);
	pthread_t t;
	pthread_create(&t, 0, lock_and_return, sm);
	nanosleep(&(struct timespec){ 0, 50000000 }, 0);
	kill(pid, SIGKILL);
	CHECK_INT(waitpid(pid, 0, 0), pid);
	CHECK_INT(join(t), EOWNERDEAD);
	/* that thread ended holding it in turn */
	CHECK_INT(pthread_mutex_lock(sm), EOWNERDEAD);
	CHECK_INT(pthread_mutex_consistent(sm), 0);
	CHECK_INT(pthread_mutex_unlock(sm), 0);

	/* a thread of another process, not its main thread, dies holding it */
	pid = fork();
	if (!pid) {
		pthread_create(&t, 0, lock_and_return, sm);
		_exit(join(t) ? 1 : 0);
	}
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && !WEXITSTATUS(st));
	CHECK_INT(pthread_mutex_lock(sm), EOWNERDEAD);
	CHECK_INT(pthread_mutex_unlock(sm), 0);
	CHECK_INT(pthread_mutex_lock(sm), ENOTRECOVERABLE);
}

int main(void)
{
	alarm(60);
	thread_cases();
	process_cases();
	return check_done();
}
