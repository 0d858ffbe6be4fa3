#include <sys/time.h>
#include <unistd.h>

/* Through setitimer because aarch64 has no alarm syscall. The old value is
 * rounded as the kernel's own alarm does: to the nearest second, but never
 * to zero while an alarm is still pending. */
unsigned alarm(unsigned seconds)
{
	struct itimerval it = { .it_value.tv_sec = seconds }, old = { 0 };
	setitimer(ITIMER_REAL, &it, &old);
	unsigned r = old.it_value.tv_sec;
	if (old.it_value.tv_usec >= 500000 || (!r && old.it_value.tv_usec)) r++;
	return r;
}
