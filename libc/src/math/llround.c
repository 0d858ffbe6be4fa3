#include <math.h>

/* As lrint: round raises nothing, the conversion "invalid" when out of
 * range. */
long long llround(double x)
{
	return round(x);
}
