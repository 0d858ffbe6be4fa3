#include <time.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include "pthread_impl.h"
#include "timer_impl.h"

/* SIGEV_THREAD, as musl does it: one helper thread per timer waits for
 * SIGTIMER, which the kernel sends to that thread alone
 * (SIGEV_THREAD_ID), and calls the notify function for each expiry. The
 * helper leaves only when timer_delete wakes it with a tgkill (never on
 * an expiry), so timer_delete's signal always finds it alive. */
static void *helper(void *arg)
{
	struct __timer_helper *h = arg;
	unsigned long set = 1UL << (SIGTIMER - 1);
	for (;;) {
		siginfo_t si;
		if (__syscall(SYS_rt_sigtimedwait, &set, &si, 0, _NSIG / 8) != SIGTIMER)
			continue;
		if (si.si_code == SI_TIMER && !h->deleted) {
			h->fn(h->val);
		} else if (si.si_code == SI_TKILL && h->deleted) {
			break;
		}
	}
	if (h->kid >= 0) __syscall(SYS_timer_delete, h->kid);
	free(h);
	return 0;
}

/* SIGTIMER is ignored process-wide: a helper that the notify function
 * left with SIGTIMER unblocked (pthread_sigmask cannot block internal
 * signals, but SIG_SETMASK can unblock them) then loses an expiry
 * instead of the process dying of it. A blocked signal is never
 * discarded, so a waiting helper still gets each one. */
static void ignore_sigtimer(void)
{
	static volatile int done;
	if (done) return;
	struct k_sigaction sa = { .handler = (void (*)(int, void *, void *))SIG_IGN };
	__syscall(SYS_rt_sigaction, SIGTIMER, &sa, 0, _NSIG / 8);
	done = 1;
}

static int thread_timer(clockid_t clk, const struct sigevent *sev, timer_t *res)
{
	ignore_sigtimer();
	struct __timer_helper *h = calloc(1, sizeof *h);
	if (!h) return -1;
	h->kid = -1;
	h->fn = sev->sigev_notify_function;
	h->val = sev->sigev_value;

	pthread_attr_t attr;
	if (sev->sigev_notify_attributes) attr = *sev->sigev_notify_attributes;
	else pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);

	/* The helper inherits SIGTIMER blocked: it must be when the first
	 * expiry comes. pthread_sigmask cannot block an internal signal,
	 * so the mask is set here directly. */
	unsigned long block = 1UL << (SIGTIMER - 1), old;
	__syscall(SYS_rt_sigprocmask, SIG_BLOCK, &block, &old, _NSIG / 8);
	pthread_t td;
	int r = pthread_create(&td, &attr, helper, h);
	__syscall(SYS_rt_sigprocmask, SIG_SETMASK, &old, 0, _NSIG / 8);
	if (r) {
		free(h);
		errno = r;
		return -1;
	}
	h->tid = td->tid;

	struct sigevent ksev = { .sigev_notify = SIGEV_THREAD_ID, .sigev_signo = SIGTIMER };
	ksev.sigev_notify_thread_id = h->tid;
	ksev.sigev_value.sival_ptr = h;
	int kid;
	long e = __syscall(SYS_timer_create, clk, &ksev, &kid);
	if (e < 0) {
		/* the helper frees itself once told */
		h->deleted = 1;
		__syscall(SYS_tgkill, __syscall(SYS_getpid), h->tid, SIGTIMER);
		errno = -e;
		return -1;
	}
	h->kid = kid;
	*res = (timer_t)(INTPTR_MIN | (uintptr_t)h >> 1);
	return 0;
}

int timer_create(clockid_t clk, struct sigevent *restrict sev, timer_t *restrict res)
{
	if (sev && sev->sigev_notify == SIGEV_THREAD) return thread_timer(clk, sev, res);
	if (sev && sev->sigev_notify != SIGEV_SIGNAL && sev->sigev_notify != SIGEV_NONE
	    && sev->sigev_notify != SIGEV_THREAD_ID) {
		errno = EINVAL;
		return -1;
	}
	int kid;
	int r = syscall_ret(SYS_timer_create, clk, sev, &kid);
	if (r) return r;
	*res = (timer_t)(intptr_t)kid;
	return 0;
}
