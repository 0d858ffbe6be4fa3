#include <stdint.h>
#include "stdio_impl.h"

/* Six characters for a temporary name, from getrandom when the kernel
 * has it, else from the clock and a counter (names are still checked
 * with O_EXCL, so this only has to make collisions unlikely). */
char *__randname(char *template)
{
	static const char chars[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	static unsigned counter;
	unsigned long long r;
	struct { long s, ns; } ts;

	if (__syscall(SYS_getrandom, &r, sizeof r, 1 /* GRND_NONBLOCK */) != sizeof r) {
		__syscall(SYS_clock_gettime, 0, &ts);
		r = ts.ns * 65537ULL + ts.s + (uintptr_t)&ts + ++counter * 0x9e3779b97f4a7c15ULL;
	}
	for (int i = 0; i < 6; i++, r /= 62) template[i] = chars[r % 62];
	return template;
}
