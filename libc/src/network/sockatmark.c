#include <sys/socket.h>
#include <sys/ioctl.h>

int sockatmark(int fd)
{
	int ret;
	if (ioctl(fd, SIOCATMARK, &ret) < 0) return -1;
	return ret;
}
