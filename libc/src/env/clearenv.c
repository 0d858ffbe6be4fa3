#define _GNU_SOURCE
#include <stdlib.h>
#include "lock.h"

int clearenv(void)
{
	LOCK(__env_lock);
	char **e = __environ;
	__environ = 0;
	for (; e && *e; e++) __env_rm_add(*e, 0);
	__env_drop();
	UNLOCK(__env_lock);
	return 0;
}
