#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include "check.h"

static volatile int got_usr1;
static volatile pthread_t usr1_thread;
static void on_usr1(int sig)
{
	got_usr1 = sig;
	usr1_thread = pthread_self();
}

static volatile int go;
static void *sleeper(void *arg)
{
	/* SIGUSR1 is blocked here (inherited mask): it must land in main. */
	while (!go) sched_yield();
	char name[16];
	pthread_getname_np(pthread_self(), name, sizeof name);
	return (void *)(long)(strcmp(name, "worker") != 0);
}

int main(void)
{
	sigset_t set, old;
	struct sigaction sa = { 0 };
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, 0);

	/* pthread_kill delivers to exactly that thread. */
	CHECK_INT(pthread_kill(pthread_self(), SIGUSR1), 0);
	CHECK_INT(got_usr1, SIGUSR1);
	CHECK(usr1_thread == pthread_self());
	CHECK_INT(pthread_kill(pthread_self(), 0), 0);
	CHECK_INT(pthread_kill(pthread_self(), 9999), EINVAL);

	/* pthread_sigmask returns an error number, not -1. */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_INT(pthread_sigmask(SIG_BLOCK, &set, &old), 0);
	CHECK(!sigismember(&old, SIGUSR1));
	CHECK_INT(pthread_sigmask(99, &set, 0), EINVAL);
	got_usr1 = 0;
	pthread_kill(pthread_self(), SIGUSR1);
	CHECK_INT(got_usr1, 0);
	pthread_t t;
	pthread_create(&t, 0, sleeper, 0);
	CHECK_INT(pthread_setname_np(t, "worker"), 0);
	CHECK_INT(pthread_setname_np(t, "a name that is far too long"), ERANGE);
	char name[16];
	CHECK_INT(pthread_getname_np(t, name, sizeof name), 0);
	CHECK_STR(name, "worker");
	CHECK_INT(pthread_setname_np(pthread_self(), "mainthr"), 0);
	CHECK_INT(pthread_getname_np(pthread_self(), name, sizeof name), 0);
	CHECK_STR(name, "mainthr");
	go = 1;
	void *r;
	pthread_join(t, &r);
	CHECK(r == 0);
	CHECK_INT(pthread_sigmask(SIG_SETMASK, &old, &set), 0);
	CHECK(sigismember(&set, SIGUSR1));
	/* Unblocking delivered the pending signal. */
	CHECK_INT(got_usr1, SIGUSR1);

	/* Affinity: the current set is non-empty and can be set again. */
	cpu_set_t cs;
	CPU_ZERO(&cs);
	CHECK_INT(sched_getaffinity(0, sizeof cs, &cs), 0);
	int ncpu = CPU_COUNT(&cs);
	CHECK(ncpu >= 1);
	CHECK_INT(sched_setaffinity(0, sizeof cs, &cs), 0);
	cpu_set_t cs2;
	CHECK_INT(pthread_getaffinity_np(pthread_self(), sizeof cs2, &cs2), 0);
	CHECK(CPU_EQUAL(&cs, &cs2));
	int cpu = sched_getcpu();
	CHECK(cpu >= 0 && cpu < CPU_SETSIZE);
	CHECK_INT(sched_yield(), 0);
	CHECK_INT(sched_get_priority_max(SCHED_OTHER), 0);
	CHECK_INT(sched_getscheduler(0), SCHED_OTHER);
	int pol = -1;
	struct sched_param sp;
	CHECK_INT(pthread_getschedparam(pthread_self(), &pol, &sp), 0);
	CHECK_INT(pol, SCHED_OTHER);
	return check_done();
}
