#include <time.h>
#include <unistd.h>

int usleep(unsigned useconds)
{
	struct timespec ts = {
		.tv_sec = useconds / 1000000,
		.tv_nsec = useconds % 1000000 * 1000L,
	};
	return nanosleep(&ts, &ts);
}
