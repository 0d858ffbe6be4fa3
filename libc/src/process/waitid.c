#include <sys/wait.h>
#include "pthread_impl.h"

/* The kernel's waitid takes a fifth argument (rusage), unused here. */
int waitid(idtype_t type, id_t id, siginfo_t *info, int options)
{
	return syscall_cp(SYS_waitid, type, id, info, options, 0);
}
