#include <time.h>
#include "syscall.h"
#include "timer_impl.h"

/* A SIGEV_THREAD timer is deleted by its helper thread, which is woken
 * for it: the helper may be running the notify function right now, and
 * it owns the kernel timer and its own memory. */
int timer_delete(timer_t t)
{
	struct __timer_helper *h = __timer_helper_of(t);
	if (!h) return syscall_ret(SYS_timer_delete, (int)(intptr_t)t);
	int tid = h->tid;
	h->deleted = 1;
	__syscall(SYS_tgkill, __syscall(SYS_getpid), tid, SIGTIMER);
	return 0;
}
