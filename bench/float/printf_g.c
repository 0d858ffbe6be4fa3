/* Throughput of float formatting through snprintf: %g (6 digits) and
 * %.17g (round-trip) over a mix of typical values, plus %f and %e. */
#include <stdio.h>
#include "bench.h"

static const double vals[] = {
	0.1, 3.141592653589793, 2.718281828459045, 1e-5, 123456.789, 6.02214076e23,
	1.0, 0.3333333333333333, 42.0, 1e100, 2.2250738585072014e-308, 299792458.0,
	-0.000123456, 1.7976931348623157e308, 0.5, 98.6, 5e-324, 1234567890123.0,
	-7.25, 1e-10, 65536.0, 0.007, 31.41592653589793, 9.999999e9,
};
#define NV (sizeof vals / sizeof *vals)

int main(void)
{
	char buf[512];
	long n = 400000;
	BENCH_LOOP("snprintf_%g", n, { snprintf(buf, sizeof buf, "%g", vals[bench__i % NV]); bench_clobber(); });
	BENCH_LOOP("snprintf_%.17g", n, { snprintf(buf, sizeof buf, "%.17g", vals[bench__i % NV]); bench_clobber(); });
	BENCH_LOOP("snprintf_%.6f_small", n, { snprintf(buf, sizeof buf, "%.6f", vals[bench__i % 10]); bench_clobber(); });
	BENCH_LOOP("snprintf_%e", n, { snprintf(buf, sizeof buf, "%e", vals[bench__i % NV]); bench_clobber(); });
	BENCH_LOOP("snprintf_%a", n, { snprintf(buf, sizeof buf, "%a", vals[bench__i % NV]); bench_clobber(); });
	return 0;
}
