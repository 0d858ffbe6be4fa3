#include <stdlib.h>
#include <string.h>
#include "rand48.h"

/* Also restores the default multiplier and addend, as POSIX says. */
unsigned short *seed48(unsigned short s[3])
{
	static unsigned short old[3];
	static const unsigned short lc[4] = { 0xe66d, 0xdeec, 0x5, 0xb };
	memcpy(old, __seed48, sizeof old);
	memcpy(__seed48, s, sizeof old);
	memcpy(__seed48 + 3, lc, sizeof lc);
	return old;
}
