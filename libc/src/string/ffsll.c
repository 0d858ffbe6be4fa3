#include <strings.h>

int ffsll(long long i)
{
	return i ? __builtin_ctzll(i) + 1 : 0;
}
