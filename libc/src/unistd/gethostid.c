#include <unistd.h>
#include <fcntl.h>
#include "syscall.h"

/* /etc/hostid holds the 32-bit id (written by sethostid or hostid(1)).
 * Without it the id is 0; glibc would derive one from the host's IP
 * address, which needs the resolver. */
long gethostid(void)
{
	int id = 0;
	int fd = __syscall(SYS_openat, AT_FDCWD, "/etc/hostid", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		if (__syscall(SYS_read, fd, &id, sizeof id) != sizeof id) id = 0;
		__syscall(SYS_close, fd);
	}
	return id;
}
