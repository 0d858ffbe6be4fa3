#define _GNU_SOURCE
#include <sys/wait.h>
#include <sys/resource.h>
#include "pthread_impl.h"

pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru)
{
	return syscall_cp(SYS_wait4, pid, status, options, ru);
}
