#include <stdlib.h>

void srand48(long seed)
{
	unsigned short s[3] = { 0x330e, seed, seed >> 16 };
	seed48(s);
}
