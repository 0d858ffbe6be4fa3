#include <stdlib.h>

lldiv_t lldiv(long long n, long long d)
{
	return (lldiv_t){ n / d, n % d };
}
