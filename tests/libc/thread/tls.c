#include <pthread.h>
#include <errno.h>
#include <string.h>
#include "check.h"

/* A TLS block well over the built-in start-up area, with an initialised
 * part, a zeroed part and an over-aligned object. */
static __thread char big_init[3000] = "initial";
static __thread long big_zero[2000];
static __thread int aligned __attribute__((aligned(64))) = 77;

static void *worker(void *arg)
{
	long n = (long)arg, bad = 0;
	if (strcmp(big_init, "initial")) bad |= 1;
	for (int i = 0; i < 2000; i++) if (big_zero[i]) bad |= 2;
	if (aligned != 77 || ((unsigned long)&aligned & 63)) bad |= 4;
	big_init[0] = 'X' + n;
	big_zero[1999] = n;
	aligned = (int)n;
	errno = 1000 + (int)n;
	for (volatile int i = 0; i < 50000; i++);
	if (big_init[0] != 'X' + n || big_zero[1999] != n || aligned != n) bad |= 8;
	if (errno != 1000 + n) bad |= 16;
	return (void *)bad;
}

/* With -fstack-protector the canary read in a new thread must be the same
 * value as in main (x86_64 reads it from the thread descriptor). */
__attribute__((optimize("stack-protector-all"), noinline))
static int guarded(const char *s)
{
	char buf[64];
	strcpy(buf, s);
	return buf[0];
}

static void *guarded_worker(void *arg)
{
	return (void *)(long)guarded("abc");
}

int main(void)
{
	pthread_t t[4];
	void *r;
	for (long i = 0; i < 4; i++) CHECK_INT(pthread_create(&t[i], 0, worker, (void *)i), 0);
	for (int i = 0; i < 4; i++) {
		CHECK_INT(pthread_join(t[i], &r), 0);
		CHECK_INT((long)r, 0);
	}
	CHECK_STR(big_init, "initial");
	CHECK_INT(aligned, 77);
	CHECK_INT((unsigned long)&aligned & 63, 0);
	CHECK_INT(guarded("x"), 'x');
	CHECK_INT(pthread_create(&t[0], 0, guarded_worker, 0), 0);
	CHECK_INT(pthread_join(t[0], &r), 0);
	CHECK_INT((long)r, 'a');
	return check_done();
}
