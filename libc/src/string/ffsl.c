#include <strings.h>

int ffsl(long i)
{
	return i ? __builtin_ctzl(i) + 1 : 0;
}
