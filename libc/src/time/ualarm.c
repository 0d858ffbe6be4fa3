#include <sys/time.h>
#include <unistd.h>

/* alarm in microseconds, with an optional repeat interval; returns the
 * microseconds that were left on the previous timer. */
unsigned ualarm(unsigned value, unsigned interval)
{
	struct itimerval it = {
		.it_interval = { interval / 1000000, interval % 1000000 },
		.it_value = { value / 1000000, value % 1000000 },
	}, old = { 0 };
	setitimer(ITIMER_REAL, &it, &old);
	return old.it_value.tv_sec * 1000000 + old.it_value.tv_usec;
}
