#include <stdlib.h>
#include <stdint.h>
#include <time.h>
#include "syscall.h"

/* For temp-file names and seeds: the kernel's pool when it answers,
 * otherwise (no getrandom, seccomp) a mix of the clock, addresses and a
 * counter, which is unpredictable enough to avoid name collisions. */
void __random_bytes(void *buf, size_t n)
{
	unsigned char *p = buf;
	while (n) {
		long r = __syscall(SYS_getrandom, p, n, 1 /* GRND_NONBLOCK */);
		if (r == -4 /* EINTR */) continue;
		if (r <= 0) break;
		p += r;
		n -= r;
	}
	static uint64_t ctr;
	while (n) {
		struct timespec ts = { 0, 0 };
		__syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &ts);
		uint64_t x = ts.tv_nsec ^ (uint64_t)ts.tv_sec << 32 ^ (uintptr_t)p ^ ++ctr * 0x9e3779b97f4a7c15ull;
		x ^= x >> 31;
		x *= 0xbf58476d1ce4e5b9ull;
		x ^= x >> 29;
		*p++ = x >> 24;
		n--;
	}
}
