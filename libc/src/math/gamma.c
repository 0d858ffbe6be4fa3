#define _GNU_SOURCE
#include <math.h>

/* The old name of lgamma (glibc, BSD), not tgamma. */
double gamma(double x)
{
	return lgamma_r(x, &signgam);
}
