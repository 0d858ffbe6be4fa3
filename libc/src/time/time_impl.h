#ifndef TIME_IMPL_H
#define TIME_IMPL_H

/* Private to libc/src/time: the vDSO lookup, the calendar arithmetic and
 * the time-zone engine shared by localtime, mktime and strftime. */
#include <time.h>
#include "libc.h"

hidden void *__vdsosym(const char *vername, const char *name);

hidden int __clock_gettime(clockid_t, struct timespec *);

/* Calendar: seconds since the epoch <-> broken-down UTC time. */
hidden long long __year_to_secs(long long year, int *is_leap);
hidden int __month_to_secs(int month, int is_leap);
hidden long long __tm_to_secs(const struct tm *);
hidden int __secs_to_tm(long long, struct tm *);

/* Time zones (__tz.c). t is UTC seconds (local == 0) or local wall-clock
 * seconds (local == 1). For a local time the chosen interpretation follows
 * *isdst on entry when it is 0 or 1, and the zone's own rules otherwise;
 * oppoff gets the offset of the other interpretation. */
hidden void __secs_to_zone(long long t, int local, int *isdst, long *offset,
	long *oppoff, const char **zonename);
hidden const char *__tm_to_tzname(const struct tm *);
hidden void __tzset(void);
hidden void __tz_lock(void);
hidden void __tz_unlock(void);

hidden char *__asctime_r(const struct tm *__restrict, char *__restrict);
hidden struct tm *__gmtime_r(const time_t *__restrict, struct tm *__restrict);
hidden struct tm *__localtime_r(const time_t *__restrict, struct tm *__restrict);
hidden size_t __strftime_l(char *__restrict, size_t, const char *__restrict,
	const struct tm *__restrict, locale_t);
/* One conversion of strftime, for wcsftime: writes at most n bytes to s
 * (no terminator) and returns the length, or (size_t)-1 if it didn't fit or
 * the conversion is unknown. *fmt points at the character after '%' and is
 * advanced past the conversion. */
hidden size_t __strftime_conv(char *s, size_t n, const char **fmt, const struct tm *);

#endif
