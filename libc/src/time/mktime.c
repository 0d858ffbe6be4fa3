#include <time.h>
#include <errno.h>
#include "time_impl.h"

/* Local broken-down time -> time_t, answering exactly as glibc does,
 * including where the answer is a matter of convention:
 *
 *  - The UTC instant is found by probing: guess an offset (the one the
 *    previous call found; 0 at first), convert, correct by the error,
 *    repeat. An ambiguous time (clocks going back) therefore resolves to
 *    whichever reading the probe reaches first, as in glibc.
 *  - In a gap (clocks going forward) the probe oscillates between two
 *    instants; it settles on the one whose DST flag differs from the
 *    requested tm_isdst (none: -1, EOVERFLOW), or for tm_isdst < 0 on
 *    the first one reached unless only the other is DST.
 *  - A tm_isdst that disagrees with the zone at that time means "read the
 *    clock with the other offset": the nearest instant (within ~8.5 years)
 *    having the requested flag supplies the offset; with none, one hour.
 *  - Seconds outside 0..59 are added after the search, so a minute's
 *    overflow into a transition is not misread.
 */

static long last_offset;	/* under the zone lock */

time_t mktime(struct tm *tm)
{
	int sec_req = tm->tm_sec;
	int sec = sec_req < 0 ? 0 : sec_req > 59 ? 59 : sec_req;
	int isdst = tm->tm_isdst;
	struct tm want_tm = *tm;
	want_tm.tm_sec = sec;
	long long want = __tm_to_secs(&want_tm);
	long long t, t1, t2;
	long off;
	int dst, dst2 = 0, probes = 6;
	const char *name;

	__tz_lock();
	__tz_sync();
	t = t1 = t2 = want - last_offset;
	for (;;) {
		__tz_info(t, &off, &dst, &name);
		long long dt = want - (t + off);
		if (!dt) break;
		if (t == t1 && t != t2 && (isdst < 0 ? dst || !dst2 : dst != (isdst != 0)))
			goto found;
		if (!--probes) goto overflow;
		t1 = t2, t2 = t, t += dt, dst2 = dst;
	}

	if (isdst >= 0 && dst != (isdst != 0)) {
		const long stride = 601200, bound = 536454000 / 2 + 601200;
		for (long delta = stride; delta < bound; delta += stride) {
			for (int dir = -1; dir <= 1; dir += 2) {
				long long ot = t + delta * dir;
				long ooff;
				int odst;
				const char *oname;
				__tz_info(ot, &ooff, &odst, &oname);
				if (odst == (isdst != 0)) {
					t = ot + (want - (ot + ooff));
					__tz_info(t, &off, &dst, &name);
					goto found;
				}
			}
		}
		t += 3600 * ((isdst == 0) - (dst == 0));
		__tz_info(t, &off, &dst, &name);
	}
found:
	last_offset = want - t;
	if (sec_req != sec) {
		t += (long long)sec_req - sec;
		__tz_info(t, &off, &dst, &name);
	}
	__tz_unlock();

	struct tm out;
	if (__secs_to_tm(t + off, &out) < 0) {
		errno = EOVERFLOW;
		return -1;
	}
	out.tm_isdst = dst;
	out.tm_gmtoff = off;
	out.tm_zone = name;
	*tm = out;
	return t;

overflow:
	__tz_unlock();
	errno = EOVERFLOW;
	return -1;
}

weak_alias(mktime, timelocal);
