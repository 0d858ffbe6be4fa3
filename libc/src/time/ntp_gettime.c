#include <sys/timex.h>
#include "syscall.h"

/* A read-only adjtimex (modes 0) in nanosecond-agnostic form: the kernel
 * reports microseconds unless STA_NANO is set, and ntptimeval carries
 * whatever it reports, as in glibc. */
int ntp_gettime(struct ntptimeval *ntv)
{
	struct timex tx = { .modes = 0 };
	int r = __syscall(SYS_adjtimex, &tx);
	if (r < 0) return __syscall_ret(r);
	ntv->time = tx.time;
	ntv->maxerror = tx.maxerror;
	ntv->esterror = tx.esterror;
	ntv->tai = tx.tai;
	return r;
}
