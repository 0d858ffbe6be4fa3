#ifndef FDOP_H
#define FDOP_H

#include <sys/types.h>

/* One posix_spawn file action; the list hangs off
 * posix_spawn_file_actions_t.__actions in the order they were added. */
enum { FDOP_CLOSE = 1, FDOP_DUP2, FDOP_OPEN, FDOP_CHDIR, FDOP_FCHDIR };

struct fdop {
	struct fdop *next;
	int cmd, fd, srcfd, oflag;
	mode_t mode;
	char path[];
};

int __execvpe_nosh(const char *, char *const [], char *const []);

#endif
