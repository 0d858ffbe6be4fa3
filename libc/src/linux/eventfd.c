#include <sys/eventfd.h>
#include <unistd.h>
#include "syscall.h"

int eventfd(unsigned int count, int flags)
{
	return syscall_ret(SYS_eventfd2, count, flags);
}

int eventfd_read(int fd, eventfd_t *value)
{
	return read(fd, value, sizeof *value) == sizeof *value ? 0 : -1;
}

int eventfd_write(int fd, eventfd_t value)
{
	return write(fd, &value, sizeof value) == sizeof value ? 0 : -1;
}
