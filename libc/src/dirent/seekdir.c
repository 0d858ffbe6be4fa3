#include <dirent.h>
#include <unistd.h>
#include "__dirent.h"
#include "lock.h"

/* Positions are the filesystem's own d_off cookies, which lseek on the
 * directory accepts. */
void seekdir(DIR *dir, long off)
{
	LOCK(dir->lock);
	/* buf_end < 0 marks a /zip/ stream, positioned by tell alone */
	if (dir->buf_end >= 0) {
		dir->tell = lseek(dir->fd, off, SEEK_SET);
		dir->buf_pos = dir->buf_end = 0;
	} else {
		dir->tell = off;
	}
	UNLOCK(dir->lock);
}
