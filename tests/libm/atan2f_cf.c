/* The proof of atan2f for results in [2^-25, 2^-7) (docs/libm.md,
 * "atan2f"): for every halfway point z between two floats there (25
 * bits), the pairs of floats y, x > 0 whose atan2 comes nearest z. With
 * y and x scaled to 24-bit integers Y, X, y/x = (Y/X) 2^s and Y/X in
 * (1/2, 2); a pair within 2^-30 ulp of z has |Y/X - tan(z) 2^-s| far
 * below 1/(2X^2), so Y/X, reduced to p/q, is a convergent of the
 * continued fraction of tan(z) 2^-s (Legendre), and every other fraction
 * with q < 2^24 stays about 2^-26 ulp away. tan(z) = z P(z^2) in
 * double-double (2^-104), times 2^100 as a 128-bit integer; the
 * continued fraction in exact integer arithmetic; each convergent's
 * distance to z in float ulps (first order: |d alpha| 2^s cos^2 z).
 * Prints each new nearest pair; host tool, not part of make check:
 *   gcc -O2 -o atan2f_cf tests/libm/atan2f_cf.c -lm
 *   ./atan2f_cf -25 -7     (about 4.5 CPU minutes)
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
typedef __int128 i128;
static double two_prod(double a, double b, double *e)
{
	const double c = 0x1p27 + 1; double p = a * b;
	double ta = c * a, ah = ta - (ta - a), al = a - ah, tb = c * b, bh = tb - (tb - b), bl = b - bh;
	*e = ((ah * bh - p) + ah * bl + al * bh) + al * bl; return p;
}
static double two_sum(double a, double b, double *e) { double s = a + b, bb = s - a; *e = (a - (s - bb)) + (b - bb); return s; }
static const double C[9][2] = {
{0x1.0000000000000p+0, 0x0.0p+0},
{0x1.5555555555555p-2, 0x1.5555555555555p-56},
{0x1.1111111111111p-3, 0x1.1111111111111p-59},
{0x1.ba1ba1ba1ba1cp-5, -0x1.7917917917918p-59},
{0x1.664f4882c10fap-6, -0x1.9a5288b6c44fdp-63},
{0x1.226e355e6c23dp-7, -0x1.c292b8f1a2c13p-61},
{0x1.d6d3d0e157de0p-9, -0x1.280cfc968d971p-63},
{0x1.7da36452b75e3p-10, -0x1.25789b285d2edp-64},
{0x1.3558248036744p-11, 0x1.488d9563f1f23p-65}};
/* tan(z) = hi + lo, z <= 2^-7 */
static double tan_dd(double z, double *lo)
{
	double t = z * z; /* exact: z has 25 bits */
	double h = C[8][0], l = C[8][1], p, pe, s, se;
	for (int k = 7; k >= 0; k--) {
		p = two_prod(h, t, &pe); pe += l * t;
		s = two_sum(C[k][0], p, &se); se += pe + C[k][1];
		h = s + se; l = se - (h - s);
	}
	p = two_prod(h, z, &pe); pe += l * z;
	h = p + pe; *lo = pe - (h - p);
	return h;
}
static double best = 1; static long nconv, nz;
static void cf(i128 A, double z, int s, double ulpz, double cos2)
{
	/* alpha = A / 2^100 in [1/2, 2) */
	i128 r0 = A, r1 = (i128)1 << 100;
	/* continued fraction of r0/r1 */
	i128 p0 = 1, q0 = 0, p1, q1, a;
	a = r0 / r1; p1 = a; q1 = 1; { i128 t = r0 - a * r1; r0 = r1; r1 = t; }
	for (;;) {
		if (r1 == 0) break;
		a = r0 / r1;
		i128 p2 = a * p1 + p0, q2 = a * q1 + q0;
		if (p2 >= (1 << 24) || q2 >= (1 << 24)) break;
		p0 = p1; q0 = q1; p1 = p2; q1 = q2;
		i128 t = r0 - a * r1; r0 = r1; r1 = t;
		nconv++;
		i128 D = A * q1 - p1 * ((i128)1 << 100);
		double dalpha = (double)D / ((double)q1 * 0x1p100);
		double dist = fabs(dalpha) * ldexp(1, s) * cos2 / ulpz;
		if (dist < best) { best = dist; printf("z=%a p=%ld q=%ld s=%d dist=%g (2^%.1f)\n", z, (long)p1, (long)q1, s, dist, log2(dist)); fflush(stdout); }
	}
}
int main(int argc, char **argv)
{
	int E0 = atoi(argv[1]), E1 = atoi(argv[2]);
	for (int E = E0; E < E1; E++) {
		double ulpz = ldexp(1, E - 23);
		for (uint32_t j = 1u << 23; j < (1u << 24); j++) {
			double z = ldexp(j + 0.5, E - 23), lo, h = tan_dd(z, &lo);
			double cos2 = 1 / (1 + h * h);
			int e; frexp(h, &e); /* h in [2^(e-1), 2^e) */
			for (int k = 0; k < 2; k++) {
				int s = e - k; /* alpha = tan 2^-s in [1/2,1) (k=0) or [1,2) (k=1) */
				double ah = ldexp(h, 100 - s), al = ldexp(lo, 100 - s);
				i128 A = (i128)ah + (i128)llround(al);
				cf(A, z, s, ulpz, cos2);
			}
			nz++;
		}
		fprintf(stderr, "E=%d done, z %ld convergents %ld best %g\n", E, nz, nconv, best);
	}
	printf("z %ld convergents %ld best %g (2^%.2f)\n", nz, nconv, best, log2(best));
}
