#include <stdlib.h>

/* glibc's algorithm: three LCG steps, 11+10+10 bits of output. */
int rand_r(unsigned *seed)
{
	unsigned next = *seed;
	int r;
	next = next * 1103515245 + 12345;
	r = next / 65536 % 2048;
	next = next * 1103515245 + 12345;
	r = r << 10 ^ next / 65536 % 1024;
	next = next * 1103515245 + 12345;
	r = r << 10 ^ next / 65536 % 1024;
	*seed = next;
	return r;
}
