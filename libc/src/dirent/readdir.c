#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include "__dirent.h"
#include "syscall.h"
#include "lock.h"
#include "../zip/__zipfs.h"

/* Caller holds dir->lock. End of directory returns null with errno
 * untouched; a failed getdents sets errno (ENOENT for a directory removed
 * under us is reported as the end, as glibc does). */
struct dirent *__readdir_unlocked(DIR *dir)
{
	struct dirent *de;

	if (dir->buf_end < 0) return __zipfs_readdir(dir);  /* a /zip/ directory */
	if (dir->buf_pos >= dir->buf_end) {
		int len = __syscall(SYS_getdents64, dir->fd, dir->buf, sizeof dir->buf);
		if (len <= 0) {
			if (len < 0 && len != -ENOENT) errno = -len;
			return 0;
		}
		dir->buf_end = len;
		dir->buf_pos = 0;
	}
	de = (void *)(dir->buf + dir->buf_pos);
	dir->buf_pos += de->d_reclen;
	dir->tell = de->d_off;
	return de;
}

struct dirent *readdir(DIR *dir)
{
	LOCK(dir->lock);
	struct dirent *de = __readdir_unlocked(dir);
	UNLOCK(dir->lock);
	return de;
}

weak_alias(readdir, readdir64);
