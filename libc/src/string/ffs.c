#include <strings.h>

int ffs(int i)
{
	return i ? __builtin_ctz(i) + 1 : 0;
}
