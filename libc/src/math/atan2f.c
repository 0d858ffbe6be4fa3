#include "libm_dd.h"

/* Correctly rounded in round-to-nearest (docs/libm.md, "atan2f"):
 * atan2's double (error below 0.52 ulp of double) rounded, unless it lies
 * within MARGIN ulps of a point halfway between two floats; then a
 * double-double evaluation (relative error below 2^-96) decides.
 * atan2(y, x) of finite nonzero floats is never a float nor a halfway
 * point (atan of a nonzero rational is transcendental), so there is no
 * exact case beyond the special values, which atan2 returns. */

#define MARGIN 16
#define PI_HI 0x1.921fb54442d18p+1
#define PI_LO 0x1.1a62633145c07p-53
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54

/* (-1)^k/(2k+1) as hi, lo: atan(d) = d P(d^2). */
static const double atan_c[2 * 9] = {
	0x1p+0, 0,
	-0x1.5555555555555p-2, -0x1.5555555555555p-56,
	0x1.999999999999ap-3, -0x1.999999999999ap-57,
	-0x1.2492492492492p-3, -0x1.2492492492492p-57,
	0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58,
	-0x1.745d1745d1746p-4, 0x1.745d1745d1746p-59,
	0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58,
	-0x1.1111111111111p-4, -0x1.1111111111111p-60,
	0x1.e1e1e1e1e1e1ep-5, 0x1.e1e1e1e1e1e1ep-61,
};

/* n/d as hi + *lo for doubles 0 < n <= d (a float ratio, so no
 * underflow): one correction, relative error below 2^-104. */
static double dd_div(double n, double d, double *lo)
{
	double q = n / d, p, pl;
	p = __two_prod(q, d, &pl);
	*lo = ((n - p) - pl) / d;
	return q;
}

/* atan(q + ql) for 0 <= q <= 1: atan(c) + atan(t), c = i/64 nearest q,
 * t = (q - c)/(1 + q c) as a double-double (|t| <= 1/128), atan(t) =
 * t P(t^2) through t^17 (truncation 2^-125 relative). */
static double atan_acc(double q, double ql, double *lo)
{
	int i = (int)(q * ATAN_N + 0.5);
	double c = i * (1.0 / ATAN_N), nh, nl, dh, dl, p, pl, th, tl, uh, ul, ph, phl, e, h, l;

	nh = __two_sum(q - c, ql, &nl);
	p = __two_prod(q, c, &pl);
	dh = __fast_two_sum(1.0, p, &dl);
	dl += pl + ql * c;
	/* t = (nh + nl)/(dh + dl) */
	th = nh / dh;
	p = __two_prod(th, dh, &pl);
	tl = ((nh - p) - pl + nl - th * dl) / dh;
	th = __fast_two_sum(th, tl, &tl);
	uh = __two_prod(th, th, &ul);
	ul += 2 * th * tl;
	uh = __fast_two_sum(uh, ul, &ul);
	ph = __dd_horner(atan_c, 9, uh, ul, &phl);
	/* t P(u) */
	h = __two_prod(th, ph, &e);
	l = e + th * phl + tl * ph;
	h = __fast_two_sum(h, l, &l);
	/* + atan(c) */
	p = __two_sum(__atan_tab[2 * i], h, &e);
	l += e + __atan_tab[2 * i + 1];
	return __fast_two_sum(p, l, lo);
}

/* The double-double atan2 of finite nonzero y, x, rounded once. */
static float accurate(float y, float x)
{
	double ay = __builtin_fabs((double)y), ax = __builtin_fabs((double)x);
	double q, ql, h, l, e, s;
	if (ay <= ax) {
		q = dd_div(ay, ax, &ql);
		h = atan_acc(q, ql, &l);
		if (x < 0) {
			/* pi - a */
			s = __two_sum(PI_HI, -h, &e);
			l = e + (PI_LO - l);
			h = s;
		}
	} else {
		q = dd_div(ax, ay, &ql);
		h = atan_acc(q, ql, &l);
		/* pi/2 - a or pi/2 + a */
		if (x < 0) {
			s = __two_sum(PIO2_HI, h, &e);
			l = e + (PIO2_LO + l);
		} else {
			s = __two_sum(PIO2_HI, -h, &e);
			l = e + (PIO2_LO - l);
		}
		h = s;
	}
	h = __fast_two_sum(h, l, &l);
	if (y < 0)
		h = -h, l = -l;
	return __dd_to_float(h, l);
}

float atan2f(float y, float x)
{
	uint32_t ix = asuint(x) & 0x7fffffff, iy = asuint(y) & 0x7fffffff;
	double z = atan2((double)y, (double)x), a = __builtin_fabs(z);

	/* zeros, infinities, NaNs: atan2's exact or correctly placed values */
	if (ix - 1 >= 0x7f7fffff || iy - 1 >= 0x7f7fffff)
		return __to_float(z);
	if (a >= 0x1p-126) {
		if (((asuint64(z) + MARGIN - 0x10000000) & 0x1fffffff) > 2 * MARGIN)
			return (float)z;
	} else {
		/* Below 2^-126 the float grid is 2^-149 (z's error there is
		 * below 2^-29 of it); a z on the grid itself goes on too: the
		 * result is inexact and must raise underflow. */
		double w = a * 0x1p149, f = w - (double)(int64_t)w;
		if (__builtin_fabs(f - 0.5) < 0.5 - 0x1p-27 && __builtin_fabs(f - 0.5) > 0x1p-27)
			return __to_float(z);
	}
	float r = accurate(y, x);
	if (r == 0)
		errno = ERANGE;
	return r;
}
