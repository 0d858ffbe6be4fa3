/* The zone cache is shared: threads converting at the same time, while
 * another keeps calling tzset, must all see the zone's right answers. */
#include <time.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static volatile int bad, stop;

static void *convert(void *arg)
{
	long long base = (long)arg * 1000003LL + 1600000000;
	for (int i = 0; i < 20000; i++) {
		time_t t = base + i * 86413LL;
		struct tm tm, g;
		char a[16], b[16];
		localtime_r(&t, &tm);
		/* The offset must be one of the zone's two, and consistent with
		 * the broken-down fields and the abbreviation. */
		if (tm.tm_gmtoff != 3600 && tm.tm_gmtoff != 7200) bad++;
		strcpy(a, tm.tm_zone);
		strcpy(b, tm.tm_gmtoff == 7200 ? "CEST" : "CET");
		if (strcmp(a, b)) bad++;
		time_t local = t + tm.tm_gmtoff;
		gmtime_r(&local, &g);
		if (g.tm_hour != tm.tm_hour || g.tm_mday != tm.tm_mday) bad++;
		struct tm back = tm;
		if (mktime(&back) != t) bad++;
	}
	return 0;
}

static void *resync(void *arg)
{
	(void)arg;
	while (!stop) tzset();
	return 0;
}

int main(void)
{
	setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
	tzset();
	pthread_t th[4], r;
	CHECK_INT(pthread_create(&r, 0, resync, 0), 0);
	for (long i = 0; i < 4; i++) CHECK_INT(pthread_create(&th[i], 0, convert, (void *)i), 0);
	for (int i = 0; i < 4; i++) pthread_join(th[i], 0);
	stop = 1;
	pthread_join(r, 0);
	CHECK_INT(bad, 0);
	return check_done();
}
