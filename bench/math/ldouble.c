/* Throughput of the long double expl, logl, sinl, cosl, tanl, powl, erfl,
 * erfcl, lgammal and tgammal
 * (x86_64: the x87 80-bit format) on arguments spread over their usual
 * ranges; the issue asks for no slower than glibc on exp, log, sin, pow. */
#include <math.h>
#include "bench.h"

#define NV 1024
static long double v[NV];

int main(void)
{
	long n = 400000;
	long double s = 0;
	int i;
	for (i = 0; i < NV; i++)
		v[i] = (i * 7919 % NV) / (long double)NV;
	BENCH_LOOP("expl", n, { s += expl(v[bench__i % NV] * 200 - 100); });
	BENCH_LOOP("logl", n, { s += logl(v[bench__i % NV] * 1000 + 0.01L); });
	BENCH_LOOP("sinl", n, { s += sinl(v[bench__i % NV] * 20 - 10); });
	BENCH_LOOP("cosl", n, { s += cosl(v[bench__i % NV] * 20 - 10); });
	BENCH_LOOP("tanl", n, { s += tanl(v[bench__i % NV] * 20 - 10); });
	BENCH_LOOP("sinl_huge", n / 4, { s += sinl(v[bench__i % NV] * 0x1p1000L + 1); });
	BENCH_LOOP("powl", n / 4, { s += powl(v[bench__i % NV] * 10 + 0.5L, 7.25L - v[(bench__i + 7) % NV] * 14); });
	BENCH_LOOP("erfl", n / 4, { s += erfl(v[bench__i % NV] * 8 - 4); });
	BENCH_LOOP("erfcl", n / 4, { s += erfcl(v[bench__i % NV] * 30 - 2); });
	BENCH_LOOP("lgammal", n / 4, { s += lgammal(v[bench__i % NV] * 100 - 10.5L); });
	BENCH_LOOP("tgammal", n / 4, { s += tgammal(v[bench__i % NV] * 60 - 10.5L); });
	bench_use((double)s);
	return 0;
}
