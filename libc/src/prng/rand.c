#include <stdlib.h>

/* In glibc rand() is random(); programs seeded with srand() expect the
 * same numbers, so follow suit. */
int rand(void)
{
	return random();
}

void srand(unsigned s)
{
	srandom(s);
}
