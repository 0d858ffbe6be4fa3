#define _GNU_SOURCE
#include <math.h>

long double gammal(long double x)
{
	return lgammal_r(x, &signgam);
}
