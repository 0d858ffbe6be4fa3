#include "x86_vec.h"

hidden int __x86_avx2;

static void cpuid(unsigned leaf, unsigned sub, unsigned r[4])
{
	__asm__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

/* Racing threads compute the same answer, so no lock is needed. */
hidden int __x86_probe(void)
{
	unsigned r[4], lo, hi;
	int ok = 0;
	cpuid(0, 0, r);
	if (r[0] >= 7) {
		cpuid(1, 0, r);
		/* OSXSAVE and AVX, then the OS saves XMM and YMM state. */
		if ((r[2] & (1u << 27 | 1u << 28)) == (1u << 27 | 1u << 28)) {
			__asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
			if ((lo & 6) == 6) {
				cpuid(7, 0, r);
				ok = r[1] >> 5 & 1;
			}
		}
	}
	__x86_avx2 = ok ? 2 : 1;
	return __x86_avx2;
}
