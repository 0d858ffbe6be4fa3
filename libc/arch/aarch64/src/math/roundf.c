#include <math.h>

/* One instruction: halfway cases away from zero, raises nothing. */
float roundf(float x)
{
	__asm__ ("frinta %s0, %s1" : "=w"(x) : "w"(x));
	return x;
}
