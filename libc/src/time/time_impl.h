#ifndef TIME_IMPL_H
#define TIME_IMPL_H

/* Private to libc/src/time: the vDSO lookup, the calendar arithmetic and
 * the time-zone engine shared by localtime, mktime and strftime. */
#include <time.h>
#include "libc.h"

hidden void *__vdsosym(const char *vername, const char *name);

hidden int __clock_gettime(clockid_t, struct timespec *);

/* Calendar: seconds since the epoch <-> broken-down UTC time. */
hidden long long __days_from_civil(long long year, int mon, int mday);
hidden long long __tm_to_secs(const struct tm *);
hidden int __secs_to_tm(long long, struct tm *);
hidden int __days_in_month(long long year, int mon);

/* Time zones (__tz.c). Callers hold the zone lock across __tz_sync (re-read
 * the zone if TZ changed) and any number of __tz_info lookups. __tz_info
 * gives, for UTC seconds t, the offset east of UTC, the DST flag and the
 * abbreviation (a string that stays valid for the life of the process). */
hidden void __tz_lock(void);
hidden void __tz_unlock(void);
hidden void __tz_sync(void);
hidden void __tz_info(long long t, long *off, int *isdst, const char **name);

hidden char *__asctime_n(const struct tm *__restrict, char *__restrict, size_t);
hidden char *__asctime_r(const struct tm *__restrict, char *__restrict);
hidden struct tm *__gmtime_r(const time_t *__restrict, struct tm *__restrict);
hidden struct tm *__localtime_r(const time_t *__restrict, struct tm *__restrict);
hidden size_t __strftime_l(char *__restrict, size_t, const char *__restrict,
	const struct tm *__restrict, locale_t);
/* One conversion of strftime, for wcsftime: *fmt points at the '%' and is
 * advanced past the conversion; writes at most n bytes to s (no
 * terminator) and returns the length, or (size_t)-1 if it did not fit. */
hidden size_t __strftime_conv(char *s, size_t n, const char **fmt, const struct tm *);

#endif
