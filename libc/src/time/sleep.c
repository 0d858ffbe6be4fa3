#include <time.h>
#include <unistd.h>

unsigned sleep(unsigned seconds)
{
	struct timespec ts = { .tv_sec = seconds, .tv_nsec = 0 };
	/* Interrupted: the unslept whole seconds, truncated like glibc. */
	if (nanosleep(&ts, &ts)) return ts.tv_sec;
	return 0;
}
