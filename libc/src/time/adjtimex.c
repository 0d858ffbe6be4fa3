#include <sys/timex.h>
#include "syscall.h"

/* Returns the clock state (TIME_OK...), not just 0, as the kernel does. */
int adjtimex(struct timex *tx)
{
	return syscall_ret(SYS_adjtimex, tx);
}

weak_alias(adjtimex, ntp_adjtime);
