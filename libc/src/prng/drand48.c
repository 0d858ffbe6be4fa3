#include <stdlib.h>
#include "rand48.h"

unsigned short __seed48[7] = { 0, 0, 0, 0xe66d, 0xdeec, 0x5, 0xb };

/* 48 bits fit a double's mantissa exactly: x / 2^48. */
double erand48(unsigned short s[3])
{
	return __rand48_step(s, __seed48 + 3) * 0x1p-48;
}

double drand48(void)
{
	return erand48(__seed48);
}
