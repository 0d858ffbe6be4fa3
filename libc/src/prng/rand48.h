#include <stdint.h>
#include "libc.h"

/* x[0..2] (low word first), then a[0..2] and c: POSIX's 48-bit LCG. */
extern hidden unsigned short __seed48[7];

static inline uint64_t __rand48_step(unsigned short *x, const unsigned short *lc)
{
	uint64_t a = lc[0] | (uint64_t)lc[1] << 16 | (uint64_t)lc[2] << 32;
	uint64_t v = x[0] | (uint64_t)x[1] << 16 | (uint64_t)x[2] << 32;
	v = (v * a + lc[3]) & 0xffffffffffffull;
	x[0] = v;
	x[1] = v >> 16;
	x[2] = v >> 32;
	return v;
}
