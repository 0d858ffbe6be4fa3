#include <math.h>

/* The BSD name of remainder. */
long double dreml(long double x, long double y)
{
	return remainderl(x, y);
}
