#include <time.h>
#include "time_impl.h"

char *ctime_r(const time_t *t, char *buf)
{
	struct tm tm;
	if (!__localtime_r(t, &tm)) return 0;
	return __asctime_r(&tm, buf);
}
