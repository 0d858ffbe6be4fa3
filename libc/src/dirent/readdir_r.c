#include <dirent.h>
#include <errno.h>
#include <string.h>
#include "__dirent.h"
#include "lock.h"

struct dirent *__readdir_unlocked(DIR *);

int readdir_r(DIR *restrict dir, struct dirent *restrict buf, struct dirent **restrict result)
{
	struct dirent *de;
	int errno_save = errno;
	int ret;

	LOCK(dir->lock);
	errno = 0;
	de = __readdir_unlocked(dir);
	if ((ret = errno)) {
		UNLOCK(dir->lock);
		return ret;
	}
	errno = errno_save;
	/* copy only the record's real length: BUF may be a bare struct */
	if (de) memcpy(buf, de, de->d_reclen);
	else buf = 0;
	UNLOCK(dir->lock);
	*result = buf;
	return 0;
}

weak_alias(readdir_r, readdir64_r);
