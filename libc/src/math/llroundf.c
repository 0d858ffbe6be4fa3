#include <math.h>

/* As lrint: round raises nothing, the conversion "invalid" when out of
 * range. */
long long llroundf(float x)
{
	return roundf(x);
}
