#include <math.h>

/* The conversion of the integral value raises "invalid" when it is out
 * of range (the result is then unspecified), and nothing else. */
long long llrintf(float x)
{
	return rintf(x);
}
