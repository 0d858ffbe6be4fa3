#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* getdate matches the input against each line of the file DATEMSK
 * names, a strptime template, and completes what the first matching
 * line left out from the current time, with glibc's rules (POSIX's, and
 * glibc's choice where POSIX leaves one). The errors are POSIX's:
 *   1 DATEMSK unset or empty      5 read error
 *   2 file not readable           6 out of memory
 *   3 stat failed                 7 no template matches
 *   4 not a regular file          8 the date is invalid
 * getdate_r (glibc) returns the number instead of setting getdate_err. */

int getdate_err;

static int days_in(int year, int mon)
{
	static const unsigned char d[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	long long y = year + 1900LL;
	int leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
	return d[mon] + (mon == 1 && leap);
}

/* The first day of MON with weekday WDAY (1 when no weekday was given). */
static int first_wday(int year, int mon, int wday)
{
	if (wday == INT_MIN) return 1;
	struct tm tm = { .tm_year = year, .tm_mon = mon, .tm_mday = 1 };
	mktime(&tm);
	return 1 + (wday - tm.tm_wday + 7) % 7;
}

static int match(FILE *f, const char *s, struct tm *tp)
{
	char *line = 0;
	size_t cap = 0;
	ssize_t n;
	int found = 0;
	while (!found && (n = getline(&line, &cap, f)) >= 0) {
		if (n && line[n - 1] == '\n') line[n - 1] = 0;
		/* strptime leaves what the template does not name, and the
		 * completion below tells what was named by what is not INT_MIN. */
		tp->tm_year = tp->tm_mon = tp->tm_mday = tp->tm_wday = INT_MIN;
		tp->tm_hour = tp->tm_min = tp->tm_sec = INT_MIN;
		tp->tm_isdst = -1;
		tp->tm_gmtoff = 0;
		tp->tm_zone = 0;
		const char *end = strptime(s, line, tp);
		found = end && !*end;
	}
	int oom = !found && errno == ENOMEM && !feof(f);
	free(line);
	if (ferror(f)) return oom ? 6 : 5;
	return found ? 0 : 7;
}

int getdate_r(const char *restrict s, struct tm *restrict tp)
{
	const char *path = getenv("DATEMSK");
	struct stat st;
	if (!path || !*path) return 1;
	if (stat(path, &st) < 0) return 3;
	if (access(path, R_OK) < 0) return 2;
	if (!S_ISREG(st.st_mode)) return 4;
	FILE *f = fopen(path, "re");
	if (!f) return errno == ENOMEM ? 6 : 2;

	/* Blanks around the input do not have to match the template. */
	while (isspace((unsigned char)*s)) s++;
	size_t len = strlen(s);
	while (len && isspace((unsigned char)s[len - 1])) len--;
	char *copy = strndup(s, len);
	if (!copy) {
		fclose(f);
		return 6;
	}
	errno = 0;
	int r = match(f, copy, tp);
	free(copy);
	fclose(f);
	if (r) return r;

	time_t t = time(0);
	struct tm now;
	localtime_r(&t, &now);
	int mday_ok = 0;

	/* A weekday alone: today if it is today's, else the next one. */
	if (tp->tm_wday >= 0 && tp->tm_wday <= 6 && tp->tm_year == INT_MIN
	    && tp->tm_mon == INT_MIN && tp->tm_mday == INT_MIN) {
		tp->tm_year = now.tm_year;
		tp->tm_mon = now.tm_mon;
		tp->tm_mday = now.tm_mday + (tp->tm_wday - now.tm_wday + 7) % 7;
		mday_ok = 1;
	}
	/* A month without a day: its first day (its first such weekday if
	 * one was given), in the next year if the month has passed and no
	 * year was given. */
	if (tp->tm_mon >= 0 && tp->tm_mon <= 11 && tp->tm_mday == INT_MIN) {
		if (tp->tm_year == INT_MIN) tp->tm_year = now.tm_year + (tp->tm_mon < now.tm_mon);
		tp->tm_mday = first_wday(tp->tm_year, tp->tm_mon, tp->tm_wday);
		mday_ok = 1;
	}
	/* No time at all: the current time; a partial one: zeros. */
	if (tp->tm_hour == INT_MIN && tp->tm_min == INT_MIN && tp->tm_sec == INT_MIN) {
		tp->tm_hour = now.tm_hour;
		tp->tm_min = now.tm_min;
		tp->tm_sec = now.tm_sec;
	}
	if (tp->tm_hour == INT_MIN) tp->tm_hour = 0;
	if (tp->tm_min == INT_MIN) tp->tm_min = 0;
	if (tp->tm_sec == INT_MIN) tp->tm_sec = 0;
	/* A time without a date: today, or tomorrow if the hour has passed
	 * (glibc compares hours only). */
	if (tp->tm_hour >= 0 && tp->tm_hour <= 23 && tp->tm_mon == INT_MIN
	    && tp->tm_mday == INT_MIN && tp->tm_wday == INT_MIN) {
		tp->tm_mon = now.tm_mon;
		tp->tm_mday = now.tm_mday + (tp->tm_hour < now.tm_hour);
		mday_ok = 1;
	}
	if (tp->tm_year == INT_MIN) tp->tm_year = now.tm_year;
	if (tp->tm_mon == INT_MIN) tp->tm_mon = now.tm_mon;

	/* mktime would carry 31 April into May: the day is checked first
	 * unless it was computed above. */
	if (!mday_ok && (tp->tm_mon < 0 || tp->tm_mon > 11 || tp->tm_mday < 1
	                 || tp->tm_mday > days_in(tp->tm_year, tp->tm_mon)))
		return 8;
	if (mktime(tp) == (time_t)-1) return 8;
	return 0;
}

struct tm *getdate(const char *s)
{
	static struct tm tm;
	int r = getdate_r(s, &tm);
	if (r) {
		getdate_err = r;
		return 0;
	}
	return &tm;
}
