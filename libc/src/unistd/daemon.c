#define _GNU_SOURCE
#include <unistd.h>
#include <fcntl.h>

/* Detach as BSD and glibc do: a child leading a new session, cwd "/"
 * and the standard streams on /dev/null unless asked to keep them. */
int daemon(int nochdir, int noclose)
{
	if (!nochdir && chdir("/")) return -1;
	if (!noclose) {
		int fd = open("/dev/null", O_RDWR);
		if (fd < 0) return -1;
		int failed = dup2(fd, 0) < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0;
		if (fd > 2) close(fd);
		if (failed) return -1;
	}
	switch (fork()) {
	case 0: break;
	case -1: return -1;
	default: _exit(0);
	}
	return setsid() < 0 ? -1 : 0;
}
