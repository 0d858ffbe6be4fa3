#include <time.h>
#include <errno.h>
#include "time_impl.h"

/* Unlike glibc, which re-reads TZ only in localtime and tzset, every call
 * notices a changed TZ (musl does the same); the check is a getenv and a
 * string compare under the zone lock. */
struct tm *__localtime_r(const time_t *restrict t, struct tm *restrict tm)
{
	long off;
	int dst;
	const char *name;

	__tz_lock();
	__tz_sync();
	__tz_info(*t, &off, &dst, &name);
	__tz_unlock();
	long long local;
	if (__builtin_add_overflow((long long)*t, (long long)off, &local)
	    || __secs_to_tm(local, tm) < 0) {
		errno = EOVERFLOW;
		return 0;
	}
	tm->tm_isdst = dst;
	tm->tm_gmtoff = off;
	tm->tm_zone = name;
	return tm;
}

weak_alias(__localtime_r, localtime_r);
