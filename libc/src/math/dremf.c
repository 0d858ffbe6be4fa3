#include <math.h>

/* The BSD name of remainder. */
float dremf(float x, float y)
{
	return remainderf(x, y);
}
