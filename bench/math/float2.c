/* Throughput of the two-argument float functions powf and atan2f on
 * arguments spread over their usual ranges (the results in range, no
 * special values), and powf's latency (each call's argument depends on
 * the previous result). */
#include <math.h>
#include "bench.h"

#define NV 1024
static float v[NV];

int main(void)
{
	long n = 4000000;
	float s = 0;
	int i;
	for (i = 0; i < NV; i++)
		v[i] = (i * 7919 % NV) / (float)NV;
	BENCH_LOOP("powf", n, { s += powf(v[bench__i % NV] * 10 + 0.01f, v[(bench__i + 7) % NV] * 20 - 10); });
	BENCH_LOOP("powf_latency", n, { s = powf(s * 0x1p-30f + 1.5f + v[bench__i % NV], 1.25f); });
	BENCH_LOOP("powf_yint", n, { s += powf(v[bench__i % NV] * 4 - 2, (float)(bench__i % 9)); });
	BENCH_LOOP("atan2f", n, { s += atan2f(v[bench__i % NV] * 20 - 10, v[(bench__i + 7) % NV] * 20 - 10); });
	bench_use((double)s);
	return 0;
}
