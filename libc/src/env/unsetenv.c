#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "lock.h"

int unsetenv(const char *name)
{
	size_t l = 0;
	while (name && name[l] && name[l] != '=') l++;
	if (!l || name[l]) {
		errno = EINVAL;
		return -1;
	}
	LOCK(__env_lock);
	for (size_t i = 0; __environ && __environ[i];) {
		if (strncmp(name, __environ[i], l) || __environ[i][l] != '=') {
			i++;
			continue;
		}
		/* The array may belong to the program: shrink our own copy. */
		size_t n = i;
		while (__environ[n]) n++;
		if (__env_own(n) < 0) {
			UNLOCK(__env_lock);
			errno = ENOMEM;
			return -1;
		}
		__env_rm_add(__environ[i], 0);
		memmove(__environ + i, __environ + i + 1, (n - i) * sizeof *__environ);
	}
	UNLOCK(__env_lock);
	return 0;
}
