/* random, srandom, initstate, setstate: glibc's additive feedback
 * generator, reproduced exactly (state layout included: word -1 of a
 * state buffer records type and rear position), since programs and test
 * suites compare sequences for a given seed. */
#include <stdlib.h>
#include <stdint.h>
#include <errno.h>
#include "lock.h"

#define MAX_TYPES 5
static const unsigned char degrees[MAX_TYPES] = { 0, 7, 15, 31, 63 };
static const unsigned char seps[MAX_TYPES] = { 0, 3, 1, 3, 1 };

static volatile int lock[1];
static int32_t init_tbl[32];
static int32_t *state, *fptr, *rptr, *end;
static int type = 3, deg = 31, sep = 3;

static int32_t step(void)
{
	if (!type) {
		int32_t v = ((uint32_t)state[0] * 1103515245u + 12345u) & 0x7fffffff;
		state[0] = v;
		return v;
	}
	uint32_t v = *fptr += (uint32_t)*rptr;
	if (++fptr >= end) {
		fptr = state;
		++rptr;
	} else if (++rptr >= end) {
		rptr = state;
	}
	return v >> 1;
}

static void seed(unsigned s)
{
	if (!s) s = 1;
	state[0] = s;
	if (!type) return;
	int32_t w = s;
	for (int i = 1; i < deg; i++) {
		/* 16807 * w mod (2^31 - 1) without overflow (Schrage). */
		long hi = w / 127773, lo = w % 127773;
		w = 16807 * lo - 2836 * hi;
		if (w < 0) w += 2147483647;
		state[i] = w;
	}
	fptr = &state[sep];
	rptr = &state[0];
	for (int i = 0; i < deg * 10; i++) step();
}

/* glibc's initial table is exactly initstate(1, ..., 128). */
static void ensure_init(void)
{
	if (state) return;
	state = init_tbl + 1;
	end = state + deg;
	seed(1);
}

static void save_pos(void)
{
	state[-1] = type ? MAX_TYPES * (int32_t)(rptr - state) + type : 0;
}

long random(void)
{
	LOCK(lock);
	ensure_init();
	long r = step();
	UNLOCK(lock);
	return r;
}

void srandom(unsigned s)
{
	LOCK(lock);
	ensure_init();
	seed(s);
	UNLOCK(lock);
}

char *initstate(unsigned s, char *buf, size_t n)
{
	int t;
	if (n < 8) {
		errno = EINVAL;
		return 0;
	}
	t = n >= 256 ? 4 : n >= 128 ? 3 : n >= 64 ? 2 : n >= 32 ? 1 : 0;
	LOCK(lock);
	ensure_init();
	save_pos();
	char *old = (char *)(state - 1);
	type = t;
	deg = degrees[t];
	sep = seps[t];
	state = (int32_t *)buf + 1;
	end = state + deg;
	seed(s);
	save_pos();
	UNLOCK(lock);
	return old;
}

char *setstate(char *buf)
{
	int32_t *ns = (int32_t *)buf + 1;
	int t = ns[-1] % MAX_TYPES, rear = ns[-1] / MAX_TYPES;
	if (t < 0 || t >= MAX_TYPES) {
		errno = EINVAL;
		return 0;
	}
	LOCK(lock);
	ensure_init();
	save_pos();
	char *old = (char *)(state - 1);
	type = t;
	deg = degrees[t];
	sep = seps[t];
	state = ns;
	end = state + deg;
	if (t) {
		rptr = &state[rear];
		fptr = &state[(rear + sep) % deg];
	}
	UNLOCK(lock);
	return old;
}
