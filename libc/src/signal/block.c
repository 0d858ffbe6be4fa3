#include <signal.h>
#include "syscall.h"

static const unsigned long all_mask = -1UL;
/* Everything except the internal signals, which must stay deliverable
 * (a cancel or set*id broadcast would otherwise hang). */
static const unsigned long app_mask = ~(3UL << 31);

void __block_all_sigs(void *set)
{
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &all_mask, set, _NSIG/8);
}

void __block_app_sigs(void *set)
{
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &app_mask, set, _NSIG/8);
}

void __restore_sigs(void *set)
{
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, set, 0, _NSIG/8);
}
