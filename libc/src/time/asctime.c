#include <time.h>
#include "time_impl.h"

/* Room for any int year, so asctime itself never overflows: only the
 * 26-byte contract of asctime_r does. */
char *asctime(const struct tm *tm)
{
	static char buf[64];
	return __asctime_n(tm, buf, sizeof buf);
}
