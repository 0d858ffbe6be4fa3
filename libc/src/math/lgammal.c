#define _GNU_SOURCE
#include <math.h>

long double lgammal(long double x)
{
	return lgammal_r(x, &signgam);
}
