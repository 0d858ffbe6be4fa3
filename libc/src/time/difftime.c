#include <time.h>

/* Subtract in integers when that is exact; converting both to double
 * first would lose the low bits of large times. */
double difftime(time_t t1, time_t t0)
{
	long long d;
	if (!__builtin_sub_overflow(t1, t0, &d)) return d;
	return (double)t1 - (double)t0;
}
