#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

/* FUTEX_WAIT_BITSET takes an absolute deadline on CLOCK_MONOTONIC, or on
 * CLOCK_REALTIME with FUTEX_CLOCK_REALTIME; no clock arithmetic needed. */
static int wait(volatile int *addr, int val, int clk, const struct timespec *at, int priv, int cp)
{
	int op = FUTEX_WAIT_BITSET | (priv ? FUTEX_PRIVATE : 0);
	if (at) {
		if ((unsigned long)at->tv_nsec >= 1000000000UL) return EINVAL;
		if (clk == CLOCK_REALTIME) op |= FUTEX_CLOCK_REALTIME;
		else if (clk != CLOCK_MONOTONIC) return EINVAL;
		if (at->tv_sec < 0) return ETIMEDOUT;
	}
	long r = cp ? __syscall_cp(SYS_futex, addr, op, val, at, 0, -1)
	            : __syscall(SYS_futex, addr, op, val, at, 0, -1);
	if (r == -ETIMEDOUT || r == -EINTR || r == -EINVAL) return -r;
	return 0;
}

int __timedwait(volatile int *addr, int val, int clk, const struct timespec *at, int priv)
{
	return wait(addr, val, clk, at, priv, 0);
}

int __timedwait_cp(volatile int *addr, int val, int clk, const struct timespec *at, int priv)
{
	return wait(addr, val, clk, at, priv, 1);
}
