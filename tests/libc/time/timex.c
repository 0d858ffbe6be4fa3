/* adjtimex/ntp_gettime/clock_adjtime in read-only form (modes 0): they
 * report the kernel clock state and agree with gettimeofday. Nothing is
 * adjusted: that would be felt machine-wide. */
#define _GNU_SOURCE
#include <sys/timex.h>
#include <sys/time.h>
#include <time.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	struct timex tx = { .modes = 0 };
	struct timeval tv;
	int r = adjtimex(&tx);
	if (r == -1 && (errno == ENOSYS || errno == EPERM))
		SKIP("adjtimex unavailable here (emulator or sandbox)");
	CHECK(r >= TIME_OK && r <= TIME_ERROR);
	gettimeofday(&tv, 0);
	CHECK(tv.tv_sec - tx.time.tv_sec <= 1 && tv.tv_sec >= tx.time.tv_sec);
	CHECK(tx.tick > 0);

	struct ntptimeval ntv;
	r = ntp_gettime(&ntv);
	CHECK(r >= TIME_OK && r <= TIME_ERROR);
	CHECK(ntv.time.tv_sec >= tx.time.tv_sec && ntv.time.tv_sec - tx.time.tv_sec <= 1);

	struct timex cx = { .modes = 0 };
	r = clock_adjtime(CLOCK_REALTIME, &cx);
	CHECK(r >= TIME_OK && r <= TIME_ERROR);
	CHECK_INT(cx.tick, tx.tick);
	CHECK_ERRNO(clock_adjtime(12345, &cx), EINVAL);
	return check_done();
}
