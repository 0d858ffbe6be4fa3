#include "libm_dd.h"

/* u = 1 + x rounded, c = (1 + x) - u exactly; log1p(x) = log(u) +
 * log1p(c/u), and |c/u| < 2^-53 so the second term is c/u - (c/u)^2/2,
 * with c/u itself carried as a double-double (near x = 2^-52 its rounding
 * alone would be a quarter ulp of the result). */
double __log1p_dd(double x, double *lo)
{
	double u, c, hi, l, q, ql, p, pl, s, e;

	if (x > 0x1p60) {
		/* log(x) + 1/x; the split product below would overflow */
		hi = __log_dd(asuint64(x), &l);
		return __fast_two_sum(hi, l + 1.0 / x, lo);
	}
	u = __two_sum(1.0, x, &c);
	hi = __log_dd(asuint64(u), &l);
	q = c / u;
	p = __two_prod(q, u, &pl);
	ql = ((c - p) - pl) / u - 0.5 * q * q;
	s = __two_sum(hi, q, &e);
	return __fast_two_sum(s, e + l + ql, lo);
}
