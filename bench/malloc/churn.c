/* malloc/free churn: a working set of live blocks where each step frees
 * a random block and allocates a new one of a random size, as programs
 * that build and drop strings and nodes do. Single-threaded and with 4
 * threads (each on its own working set, plus a case where blocks are
 * freed by a different thread than the one that allocated them). */
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sched.h>
#include "../harness/bench.h"

#define SLOTS 4096

struct job {
	long ops;
	size_t max;
	unsigned seed;
};

static inline unsigned rnd(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return *s >> 8;
}

/* Mostly small sizes, with a tail up to MAX: like real programs. */
static inline size_t pick(unsigned *s, size_t max)
{
	unsigned r = rnd(s);
	size_t n = (r & 7) ? 8 + (r >> 4) % 120 : 16 + (r >> 4) % max;
	return n;
}

static void *churn(void *arg)
{
	struct job *j = arg;
	void **slot = calloc(SLOTS, sizeof *slot);
	unsigned s = j->seed;
	for (long i = 0; i < j->ops; i++) {
		unsigned k = rnd(&s) % SLOTS;
		free(slot[k]);
		size_t n = pick(&s, j->max);
		slot[k] = malloc(n);
		/* Touch the block so the work is real. */
		((char *)slot[k])[0] = (char)i;
		((char *)slot[k])[n - 1] = (char)i;
	}
	for (int k = 0; k < SLOTS; k++) free(slot[k]);
	free(slot);
	return 0;
}

static void run_threads(const char *name, int nt, long ops, size_t max)
{
	pthread_t t[8];
	struct job j[8];
	double t0 = bench_now_ns();
	for (int i = 0; i < nt; i++) {
		j[i] = (struct job){ ops, max, 1234u + i * 77u };
		pthread_create(&t[i], 0, churn, &j[i]);
	}
	for (int i = 0; i < nt; i++) pthread_join(t[i], 0);
	bench_report(name, (bench_now_ns() - t0) / (ops * nt), "ns/op");
}

/* Cross-thread free: each of 4 threads allocates a batch, then frees
 * its neighbour's batch. Threads meet at a barrier between phases (a
 * yielding spin: the machine may have fewer cores than threads). */
#define BATCH 2048
#define ROUNDS 200
static void *batch[4][BATCH];
static volatile int arrived;

static void barrier(int gen)
{
	__atomic_add_fetch(&arrived, 1, __ATOMIC_SEQ_CST);
	while (__atomic_load_n(&arrived, __ATOMIC_SEQ_CST) < 4 * gen) sched_yield();
}

static void *xfree(void *arg)
{
	int me = (int)(long)arg, gen = 0;
	unsigned s = 7 + me;
	for (int r = 0; r < ROUNDS; r++) {
		for (int i = 0; i < BATCH; i++) batch[me][i] = malloc(pick(&s, 256));
		barrier(++gen);
		for (int i = 0; i < BATCH; i++) free(batch[(me + 1) % 4][i]);
		barrier(++gen);
	}
	return 0;
}

int main(void)
{
	struct job j = { 4000000, 512, 1 };
	double t0 = bench_now_ns();
	churn(&j);
	bench_report("churn_small_1t", (bench_now_ns() - t0) / j.ops, "ns/op");

	j = (struct job){ 2000000, 16384, 2 };
	t0 = bench_now_ns();
	churn(&j);
	bench_report("churn_mixed_1t", (bench_now_ns() - t0) / j.ops, "ns/op");

	/* Large blocks: mmap-backed in most allocators. */
	BENCH_LOOP("malloc_free_256k", 20000, {
		char *p = malloc(256 << 10);
		p[0] = 1;
		bench_use(p);
		free(p);
	});

	run_threads("churn_small_4t", 4, 2000000, 512);
	run_threads("churn_mixed_4t", 4, 1000000, 16384);

	pthread_t t[4];
	t0 = bench_now_ns();
	for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, xfree, (void *)i);
	for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
	bench_report("xthread_free_4t", (bench_now_ns() - t0) / (4.0 * ROUNDS * BATCH), "ns/op");
	return 0;
}
