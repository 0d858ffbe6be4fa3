#include <inttypes.h>

imaxdiv_t imaxdiv(intmax_t n, intmax_t d)
{
	return (imaxdiv_t){ n / d, n % d };
}
