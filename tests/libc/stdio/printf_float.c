/* printf's floating-point conversions (through __fmt_float) and their
 * flags, width, precision and positional forms, with expectations from
 * glibc 2.36. */
#include <stdio.h>
#include <string.h>
#include <float.h>
#include "check.h"

#define T(ret, want, ...) do { \
	char b[512]; \
	CHECK_INT(snprintf(b, sizeof b, __VA_ARGS__), ret); \
	CHECK_STR(b, want); \
} while (0)

int main(void)
{
	T(66, "3.141590|3.14|    -2.500|2.2       |+1.000000| 1.000000|-000003.33", "%f|%.2f|%10.3f|%-10.1f|%+f|% f|%010.2f", 3.14159, 3.14159, -2.5, 2.25, 1.0, 1.0, -3.333);
	T(49, "1.234568e+04|5e-01|1.000000E-300|3.e+00|1.000e+01", "%e|%.0e|%E|%#.0e|%.3e", 12345.678, 0.5, 1e-300, 3.0, 9.9996);
	T(54, "0.0001|1e-05|123456|1.23457e+06|1E-10|1.00000|3.14|100", "%g|%g|%g|%g|%G|%#g|%.3g|%g", 0.0001, 0.00001, 123456.0, 1234567.0, 1e-10, 1.0, 3.14159, 100.0);
	T(33, "0x1p+0|0X1.FFP+7|0x1.55p-2|0x0p+0", "%a|%A|%.2a|%a", 1.0, 255.5, 1.0/3, 0.0);
	T(31, "inf|-INF|nan|-nan|-0.000000|NAN", "%f|%F|%e|%g|%f|%F", __builtin_inf(), -__builtin_inf(), __builtin_nan(""), -__builtin_nan(""), -0.0, __builtin_nan(""));
	T(33, " 10.0|1.500e+00|000002.5|+2|0|2|2", "%5.1f|%-8.3e|%08.3g|%+.0f|%.0f|%.0f|%.0f", 9.96, 1.5, 2.5, 2.5, 0.5, 1.5, 2.5);
	T(22, "0.10000000000000000555", "%.20f", 0.1);
	T(56, "0.10000000000000001|1.7976931348623157e+308|2.22507e-308", "%.17g|%.17g|%g", 0.1, DBL_MAX, DBL_MIN);
	T(28, "1.500000|1.000000e+100|1e-05", "%Lf|%Le|%Lg", 1.5L, 1e100L, 1e-5L);
	T(9, "2.000|0.5", "%1$.*2$f|%3$g", 2.0, 3, 0.5);
	T(22, "1234567.89|1.23457e+06", "%'.2f|%'g", 1234567.891, 1234567.0);
	T(34, "100000000000000000000.000|0.000000", "%.3f|%f", 1e20, 1e-7);

	/* Floats among other conversions; the va_list stays in step. */
	T(22, "1|2.5|x|3.000000e+00|4", "%d|%g|%c|%e|%ld", 1, 2.5, 'x', 3.0, 4L);
	return check_done();
}
