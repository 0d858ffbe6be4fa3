#include <time.h>
#include <errno.h>
#include "time_impl.h"

struct tm *__gmtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	if (__secs_to_tm(*t, tm) < 0) {
		errno = EOVERFLOW;
		return 0;
	}
	tm->tm_isdst = 0;
	tm->tm_gmtoff = 0;
	tm->tm_zone = "GMT";	/* glibc's name for gmtime's zone */
	return tm;
}

weak_alias(__gmtime_r, gmtime_r);
