/* Stream locking: concurrent printf calls never interleave within a
 * call, flockfile makes several calls atomic and is recursive, and
 * ftrylockfile fails while another thread holds the stream. */
#include <stdio.h>
#include <string.h>
#include <pthread.h>
#include "check.h"

#define THREADS 4
#define LINES 2000

static FILE *f;

static void *writer(void *arg)
{
	long id = (long)arg;
	for (int i = 0; i < LINES; i++) {
		if (i % 2) {
			fprintf(f, "thread %ld line %d end\n", id, i);
		} else {
			/* Three calls made atomic by the caller's lock. */
			flockfile(f);
			flockfile(f);
			fprintf(f, "thread %ld ", id);
			funlockfile(f);
			fputs("line ", f);
			fprintf(f, "%d end\n", i);
			funlockfile(f);
		}
	}
	return 0;
}

static void *try(void *arg)
{
	int r = ftrylockfile(f);
	if (!r) funlockfile(f);
	return (void *)(long)r;
}

int main(void)
{
	pthread_t t[THREADS];
	char line[128];
	int counts[THREADS] = { 0 }, bad = 0;

	f = tmpfile();
	CHECK(f != NULL);
	for (long i = 0; i < THREADS; i++)
		CHECK_INT(pthread_create(&t[i], 0, writer, (void *)i), 0);
	for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);

	rewind(f);
	while (fgets(line, sizeof line, f)) {
		long id;
		int n, len = 0;
		if (sscanf(line, "thread %ld line %d end\n%n", &id, &n, &len) != 2 || !len
		    || id < 0 || id >= THREADS || n != counts[id]) {
			bad++;
			continue;
		}
		counts[id]++;
	}
	CHECK_INT(bad, 0);
	for (int i = 0; i < THREADS; i++) CHECK_INT(counts[i], LINES);

	/* Held here, so another thread cannot take it; the owner can. */
	void *r;
	flockfile(f);
	CHECK_INT(ftrylockfile(f), 0);
	pthread_create(&t[0], 0, try, 0);
	pthread_join(t[0], &r);
	CHECK((long)r != 0);
	funlockfile(f);
	funlockfile(f);
	pthread_create(&t[0], 0, try, 0);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, 0);
	fclose(f);
	return check_done();
}
