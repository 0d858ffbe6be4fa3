#include <time.h>

char *ctime(const time_t *t)
{
	struct tm *tm = localtime(t);
	return tm ? asctime(tm) : 0;
}
