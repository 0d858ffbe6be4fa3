#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "__zipfs.h"
#include "../dirent/__dirent.h"
#include "syscall.h"

/* A /zip/ directory stream: the usual DIR, marked by buf_end < 0 (which
 * sends readdir here), its fd a memfd so closedir needs nothing, the
 * directory's store path at the start of buf, one record built at a time
 * in the second half, tell counting the children handed out. */
#define ZDIR_NAME_MAX (DIRBUF_SIZE / 2)

DIR *__zipfs_opendir(const char *path)
{
	struct __zipfs_entry e;
	int r = __zipfs_lookup(path, &e);
	if (!r && !e.isdir) r = -ENOTDIR;
	if (!r && e.namelen >= ZDIR_NAME_MAX) r = -ENAMETOOLONG;
	DIR *dir = r ? 0 : calloc(1, sizeof *dir);
	if (!r && !dir) r = -ENOMEM;
	if (!r && (r = __syscall(SYS_memfd_create, "zipdir", MFD_CLOEXEC)) >= 0) {
		dir->fd = r;
		dir->buf_end = -1;
		memcpy(dir->buf, e.name, e.namelen);
		dir->buf[e.namelen] = 0;
		return dir;
	}
	free(dir);
	errno = -r;
	return 0;
}

struct dirent *__zipfs_readdir(DIR *dir)
{
	const char *name;
	size_t len;
	int isdir;
	if (__zipfs_child(dir->buf, strlen(dir->buf), (unsigned long)dir->tell, &name, &len, &isdir))
		return 0;
	struct dirent *de = (void *)(dir->buf + ZDIR_NAME_MAX);
	if (len > 255) len = 255;
	de->d_ino = (ino_t)dir->tell + 1;
	de->d_off = ++dir->tell;
	de->d_reclen = (unsigned short)((offsetof(struct dirent, d_name) + len + 8) & ~7u);
	de->d_type = isdir ? DT_DIR : DT_REG;
	memcpy(de->d_name, name, len);
	de->d_name[len] = 0;
	return de;
}
