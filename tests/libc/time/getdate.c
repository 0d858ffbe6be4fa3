/* getdate, getdate_r, getdate_err: the first template in DATEMSK that
 * matches the whole input (blanks around it aside) wins; what it left
 * out comes from the current time by glibc's rules; errors 1-5, 7 and 8
 * as POSIX numbers them (6, out of memory, is not provoked). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

static const char templates[] =
	"%m/%d/%Y %H:%M:%S\n"
	"%Y-%m-%d\n"
	"%A\n"
	"%B\n"
	"%H:%M\n"
	"%d %B %Y %H:%M\n"
	"%Y\n"
	"%m/%d";   /* the last line has no newline */

static struct tm now_tm(void)
{
	time_t t = time(0);
	struct tm tm;
	localtime_r(&t, &tm);
	return tm;
}

/* The date NOW + DAYS days (mktime carries past the month's end). */
static struct tm plus_days(struct tm now, int days)
{
	struct tm tm = { .tm_year = now.tm_year, .tm_mon = now.tm_mon, .tm_mday = now.tm_mday + days,
	                 .tm_hour = 12, .tm_isdst = -1 };
	mktime(&tm);
	return tm;
}

static void check_date(const struct tm *r, int year, int mon, int mday, int line)
{
	if (!r) {
		CHECK(r != 0 && line);
		return;
	}
	int ok = r->tm_year == year && r->tm_mon == mon && r->tm_mday == mday;
	CHECK(ok);
	if (!ok) {
		CHECK_INT(r->tm_year, year);
		CHECK_INT(r->tm_mon, mon);
		CHECK_INT(r->tm_mday, mday);
		CHECK_INT(line, 0);
	}
}

/* The time of day came from the clock: before or after the call. */
static void check_clock(const struct tm *r, const struct tm *t0, const struct tm *t1)
{
	if (!r) return;
	int s = r->tm_hour * 3600 + r->tm_min * 60 + r->tm_sec;
	int a = t0->tm_hour * 3600 + t0->tm_min * 60 + t0->tm_sec;
	int b = t1->tm_hour * 3600 + t1->tm_min * 60 + t1->tm_sec;
	CHECK(s == a || s == b);
}

static int err(const char *s)
{
	getdate_err = 0;
	if (getdate(s)) return 0;
	return getdate_err;
}

int main(void)
{
	setenv("TZ", "UTC0", 1);
	tzset();
	char dir[] = "/tmp/getdateXXXXXX";
	CHECK(mkdtemp(dir) != 0);
	char path[64], locked[64];
	snprintf(path, sizeof path, "%s/mask", dir);
	snprintf(locked, sizeof locked, "%s/locked", dir);
	FILE *f = fopen(path, "w");
	CHECK(f != 0);
	fputs(templates, f);
	fclose(f);

	/* The errors that come before any template is read. */
	unsetenv("DATEMSK");
	CHECK_INT(err("2024-01-01"), 1);
	setenv("DATEMSK", "", 1);
	CHECK_INT(err("2024-01-01"), 1);
	setenv("DATEMSK", "/nonexistent/getdate", 1);
	CHECK_INT(err("2024-01-01"), 3);
	setenv("DATEMSK", dir, 1);
	CHECK_INT(err("2024-01-01"), 4);
	f = fopen(locked, "w");
	fputs("%Y\n", f);
	fclose(f);
	chmod(locked, 0);
	setenv("DATEMSK", locked, 1);
	if (geteuid() != 0) CHECK_INT(err("2024-01-01"), 2);
	/* A regular file whose read fails: memory at address 0. */
	setenv("DATEMSK", "/proc/self/mem", 1);
	CHECK_INT(err("2024-01-01"), 5);

	setenv("DATEMSK", path, 1);
	struct tm *r, t0, t1, tm;

	/* Everything given. */
	r = getdate("12/25/2023 10:20:30");
	check_date(r, 123, 11, 25, __LINE__);
	if (r) {
		CHECK_INT(r->tm_hour, 10);
		CHECK_INT(r->tm_min, 20);
		CHECK_INT(r->tm_sec, 30);
		CHECK_INT(r->tm_wday, 1);
		CHECK_INT(r->tm_yday, 358);
		CHECK_INT(r->tm_isdst, 0);
	}
	r = getdate("25 December 2023 10:20");
	check_date(r, 123, 11, 25, __LINE__);
	if (r) CHECK_INT(r->tm_hour * 100 + r->tm_min + r->tm_sec, 1020);

	/* A date alone takes the current time; blanks around the input
	 * are dropped. */
	t0 = now_tm();
	r = getdate("  2024-02-29 \t\n");
	t1 = now_tm();
	check_date(r, 124, 1, 29, __LINE__);
	check_clock(r, &t0, &t1);
	if (r) CHECK_INT(r->tm_wday, 4);

	/* getdate_r answers the number, getdate_err stays. */
	getdate_err = 99;
	CHECK_INT(getdate_r("2023-02-29", &tm), 8);
	CHECK_INT(getdate_r("2023-04-31", &tm), 8);
	CHECK_INT(getdate_r("no date", &tm), 7);
	CHECK_INT(getdate_r("2023-04-30x", &tm), 7);
	CHECK_INT(getdate_err, 99);
	CHECK_INT(getdate_r("2023-04-30", &tm), 0);
	CHECK_INT(tm.tm_mday, 30);
	CHECK_INT(err("2023-02-29"), 8);
	CHECK_INT(err("no date"), 7);
	/* A year alone is a date without month or day: the "time alone"
	 * rule gives it today's (and the time is the clock's). */
	t0 = now_tm();
	r = getdate("2023");
	t1 = now_tm();
	{
		struct tm want = { .tm_year = 123, .tm_mon = t0.tm_mon, .tm_mday = t0.tm_mday, .tm_hour = 12, .tm_isdst = -1 };
		mktime(&want);
		check_date(r, want.tm_year, want.tm_mon, want.tm_mday, __LINE__);
		check_clock(r, &t0, &t1);
	}

	/* A weekday alone: today if it is today's, else the next one. */
	static const char *const days[] = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
	for (int w = 0; w < 7; w++) {
		t0 = now_tm();
		r = getdate(days[w]);
		t1 = now_tm();
		struct tm want = plus_days(t0, (w - t0.tm_wday + 7) % 7);
		check_date(r, want.tm_year, want.tm_mon, want.tm_mday, __LINE__);
		check_clock(r, &t0, &t1);
		if (r) CHECK_INT(r->tm_wday, w);
	}

	/* A month alone: its first day (POSIX), next year's if it has
	 * passed. glibc 2.36's strptime makes up a weekday from the missing
	 * year and getdate then takes the first such weekday of the month
	 * (the 1st to the 7th): the glibc build checks the year and month. */
	static const char *const months[] = { "January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December" };
	for (int m = 0; m < 12; m++) {
		t0 = now_tm();
		r = getdate(months[m]);
		t1 = now_tm();
		int mday = 1;
#ifndef __polyport__
		if (r && r->tm_mday >= 1 && r->tm_mday <= 7) mday = r->tm_mday;
#endif
		check_date(r, t0.tm_year + (m < t0.tm_mon), m, mday, __LINE__);
		check_clock(r, &t0, &t1);
	}

	/* A time alone: today, or tomorrow if its hour has passed. */
	for (int h = 0; h < 24; h += 5) {
		char in[16];
		snprintf(in, sizeof in, "%02d:07", h);
		t0 = now_tm();
		r = getdate(in);
		struct tm want = plus_days(t0, h < t0.tm_hour);
		check_date(r, want.tm_year, want.tm_mon, want.tm_mday, __LINE__);
		if (r) CHECK_INT(r->tm_hour * 10000 + r->tm_min * 100 + r->tm_sec, h * 10000 + 700);
	}

	/* A month and day without a year: this year's, even if past. */
	r = getdate("01/02");
	t0 = now_tm();
	check_date(r, t0.tm_year, 0, 2, __LINE__);

	unlink(locked);
	unlink(path);
	rmdir(dir);
	return check_done();
}
