/* ecvt/fcvt/gcvt (glibc's digits and conventions) and C2x strfrom*. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
/* No <math.h> dependency: the builtins give the special values. */
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define HUGE_VALL __builtin_huge_vall()
#include "check.h"

#define E(x, n, want, dp, sg) do { int d_, s_; CHECK_STR(ecvt(x, n, &d_, &s_), want); \
	CHECK_INT(d_, dp); CHECK_INT(s_ != 0, sg); } while (0)
#define FC(x, n, want, dp, sg) do { int d_, s_; CHECK_STR(fcvt(x, n, &d_, &s_), want); \
	CHECK_INT(d_, dp); CHECK_INT(s_ != 0, sg); } while (0)
#define G(x, n, want) do { char b_[64]; CHECK_STR(gcvt(x, n, b_), want); } while (0)

int main(void)
{
	char b[64];

	E(0.0, 5, "00000", 1, 0);
	E(-0.0, 3, "000", 1, 1);
	E(1.0, 3, "100", 1, 0);
	E(-1.5, 5, "15000", 1, 1);
	E(0.001234, 3, "123", -2, 0);
	E(0.001234, 0, "", -2, 0);
	E(9999.0, 1, "10", 5, 0);   /* sic: glibc's scaling, then %.0f of 9.999 */
	E(0.15, 1, "2", 0, 0);
	E(0.15, 20, "15000000000000000", 0, 0);
	E(5e-324, 3, "494", -323, 0);
	E(INFINITY, 3, "inf", 0, 0);
	E(-INFINITY, 3, "-inf", 0, 0);

	FC(0.0, 1, "00", 1, 0);
	FC(1.0, 3, "1000", 1, 0);
	FC(0.001234, 5, "123", -2, 0);
	FC(0.001234, 1, "", -1, 0);
	FC(0.5, 1, "5", 0, 0);
	FC(2.5, 0, "2", 1, 0);
	FC(9999.0, -1, "10000", 5, 0);
	FC(123456789.0, -2, "123456800", 9, 0);
	FC(0.15, 20, "14999999999999999", 0, 0);
	FC(-INFINITY, 2, "-inf", 0, 0);

	G(0.15, 17, "0.14999999999999999");
	G(123456789.0, 17, "123456789");
	G(123456789.0, 3, "1.23e+08");
	G(0.001234, 0, "0.001");
	G(-0.0, 5, "-0");
	G(INFINITY, 5, "inf");

	CHECK_INT(strfromd(b, sizeof b, "%g", 0.1), 3);
	CHECK_STR(b, "0.1");
	CHECK_INT(strfromd(b, sizeof b, "%.17g", 0.1), 19);
	CHECK_STR(b, "0.10000000000000001");
	CHECK_INT(strfromd(b, sizeof b, "%a", 1.0), 6);
	CHECK_STR(b, "0x1p+0");
	CHECK_INT(strfromf(b, sizeof b, "%.3e", 1.5f), 9);
	CHECK_STR(b, "1.500e+00");
	CHECK_INT(strfroml(b, sizeof b, "%.20f", 0.1L), 22);
	CHECK_STR(b, "0.10000000000000000000");
	CHECK_INT(strfromd(b, 4, "%f", 3.14159), 8);
	CHECK_STR(b, "3.1");
	CHECK_INT(strfromd(0, 0, "%e", 1e100), 13);
	CHECK_INT(strfromd(b, sizeof b, "%.f", 2.5), 1);
	CHECK_STR(b, "2");
	CHECK_INT(strfromd(b, sizeof b, "%F", -INFINITY), 4);
	CHECK_STR(b, "-INF");
	return check_done();
}
