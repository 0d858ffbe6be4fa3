#include "libm_dd.h"

/* x = 2^e * z with z in [0.7, 1.4); the table gives invc ~ 1/z with 32
 * significant bits and -log(invc) to 106 bits. z rounded to 21 bits times
 * invc is exact, so r = z*invc - 1 is known as a double-double to 2^-74,
 * and log(x) = e*ln2 - log(invc) + log1p(r), |r| < 2^-8, log1p by its
 * Taylor series through r^8 (truncation 2^-75). The interval holding 1
 * has invc = 1: near 1 the sum has no cancellation. */

#define LN2_HI 0x1.62e42fefa3800p-1
#define LN2_LO 0x1.ef35793c76730p-45

double __log_dd(uint64_t ix, double *lo)
{
	uint64_t iz;
	int64_t e;
	int i;
	double z, zhi, invc, rh, rl, sq, sql, s, ed, err, hi, l, p;

	if (ix < 0x0010000000000000ULL)
		ix = asuint64(asdouble(ix) * 0x1p52) - (52ULL << 52);
	i = __log_split(ix, &e, &iz);
	z = asdouble(iz);
	invc = __log_tab[3 * i];
	zhi = asdouble((iz + (1ULL << 31)) & -(1ULL << 32));
	rh = zhi * invc - 1.0;
	rh = __two_sum(rh, (z - zhi) * invc, &rl);

	ed = (double)e;
	s = __two_sum(ed * LN2_HI, __log_tab[3 * i + 1], &err);
	l = err + ed * LN2_LO + __log_tab[3 * i + 2] + rl;
	s = __two_sum(s, rh, &err);
	l += err;
	sq = __two_prod(rh, rh, &sql);
	s = __two_sum(s, -0.5 * sq, &err);
	p = 0x1.5555555555555p-2 + rh * (-0.25 + rh * (0.2 + rh * (-0x1.5555555555555p-3
		+ rh * (0x1.2492492492492p-3 - rh * 0.125))));
	l += err - rh * rl - 0.5 * sql + rh * sq * p;
	hi = __fast_two_sum(s, l, lo);
	return hi;
}
