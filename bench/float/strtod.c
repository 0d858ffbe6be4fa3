/* Throughput of strtod on typical inputs: short decimals (the Clinger
 * fast path), 17-digit round-trip strings, exponents, and a long input. */
#include <stdlib.h>
#include "bench.h"

static const char *short_s[] = {
	"0.1", "3.14159", "2.5", "-17", "1e10", "0.000123", "123456.789", "42",
	"6.02e23", "1.5e-5", "98.6", "-0.25", "100", "7", "1e-3", "65536",
};
static const char *rt_s[] = {
	"0.10000000000000001", "3.1415926535897931", "2.7182818284590451",
	"1.0000000000000001e-05", "123456.78900000000", "6.0221407599999999e+23",
	"0.33333333333333331", "1.7976931348623157e+308", "2.2250738585072014e-308",
	"4.9406564584124654e-324", "299792458", "9.9999990000000000e+09",
};
static const char long_s[] =
	"3.14159265358979323846264338327950288419716939937510582097494459230781"
	"6406286208998628034825342117067982148086513282306647093844609550582231";

int main(void)
{
	long n = 400000;
	double s = 0;
	BENCH_LOOP("strtod_short", n, { s += strtod(short_s[bench__i % 16], 0); });
	BENCH_LOOP("strtod_17digit", n, { s += strtod(rt_s[bench__i % 12], 0); });
	BENCH_LOOP("strtod_140digit", n / 10, { s += strtod(long_s, 0); });
	BENCH_LOOP("strtof_short", n, { s += strtof(short_s[bench__i % 16], 0); });
	BENCH_LOOP("strtold_17digit", n / 4, { s += (double)strtold(rt_s[bench__i % 12], 0); });
	bench_use(s);
	return 0;
}
