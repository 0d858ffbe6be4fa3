#include <math.h>

/* As lrint: round raises nothing, the conversion "invalid" when out of
 * range. */
long lround(double x)
{
	return round(x);
}
