#include <stdlib.h>

ldiv_t ldiv(long n, long d)
{
	return (ldiv_t){ n / d, n % d };
}
