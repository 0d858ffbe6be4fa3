#ifndef TIMER_IMPL_H
#define TIMER_IMPL_H

#include <signal.h>
#include <stdint.h>
#include <time.h>

/* A timer_t is the kernel's timer id, except for SIGEV_THREAD timers:
 * there it is the address of their helper (shifted right, top bit set),
 * because the helper thread must be told when the timer goes away. */
struct __timer_helper {
	volatile int kid;       /* the kernel timer; -1 until created */
	volatile int deleted;
	int tid;                /* the helper thread */
	void (*fn)(union sigval);
	union sigval val;
};

/* The internal signal the kernel sends to a helper thread on expiry. */
#define SIGTIMER 32

static inline struct __timer_helper *__timer_helper_of(timer_t t)
{
	return (intptr_t)t < 0 ? (struct __timer_helper *)((uintptr_t)t << 1) : 0;
}

static inline int __timer_kid(timer_t t)
{
	struct __timer_helper *h = __timer_helper_of(t);
	return h ? h->kid : (int)(intptr_t)t;
}

#endif
