#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* Four threads allocate, fill, check and free blocks of random sizes,
 * keeping a working set alive so frees interleave with other threads'
 * allocations. A block with the wrong contents means two threads got
 * overlapping memory. */
#define NT 4
#define SLOTS 64
#define ITERS 4000

static void *worker(void *arg)
{
	unsigned seed = (unsigned)(long)arg * 2654435761u + 1;
	unsigned char *blk[SLOTS] = { 0 };
	size_t len[SLOTS] = { 0 };
	long bad = 0;
	for (int it = 0; it < ITERS; it++) {
		seed = seed * 1103515245 + 12345;
		int s = (seed >> 8) % SLOTS;
		if (blk[s]) {
			unsigned char tag = (unsigned char)(s * 7 + len[s]);
			for (size_t i = 0; i < len[s]; i++)
				if (blk[s][i] != tag) { bad++; break; }
			free(blk[s]);
			blk[s] = 0;
		} else {
			seed = seed * 1103515245 + 12345;
			/* Mostly small, sometimes page-sized or larger. */
			size_t n = (seed >> 4) % 8 ? (seed >> 12) % 256 + 1 : (seed >> 12) % 70000 + 1;
			blk[s] = malloc(n);
			if (!blk[s]) { bad++; continue; }
			len[s] = n;
			memset(blk[s], (unsigned char)(s * 7 + n), n);
		}
	}
	for (int s = 0; s < SLOTS; s++) free(blk[s]);
	return (void *)bad;
}

int main(void)
{
	pthread_t t[NT];
	void *r;
	for (long i = 0; i < NT; i++) CHECK_INT(pthread_create(&t[i], 0, worker, (void *)i), 0);
	for (int i = 0; i < NT; i++) {
		CHECK_INT(pthread_join(t[i], &r), 0);
		CHECK_INT((long)r, 0);
	}
	/* realloc across threads' frees keeps contents. */
	char *p = malloc(10);
	strcpy(p, "123456789");
	p = realloc(p, 100000);
	CHECK_STR(p, "123456789");
	free(p);
	return check_done();
}
