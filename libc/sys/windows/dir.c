/* Reading directories under Windows: getdents64 on a descriptor opened
 * on a directory walks FindFirstFileW/FindNextFileW over its path. The
 * listing starts at the first getdents64 and again after lseek(fd, 0,
 * SEEK_SET) (rewinddir); d_off counts entries, so seekdir to an offset
 * telldir gave restarts the listing and skips that many.
 *
 * Windows gives no file index in a listing: d_ino is a hash of the
 * entry's full name (never 0, which some programs skip as deleted), not
 * the st_ino of stat. d_type is DT_DIR or DT_REG, DT_UNKNOWN for a
 * reparse point (a link: the caller stats it). */
#define _DEFAULT_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include "win.h"

struct win_dir {
	HANDLE find;
	int state;            /* 0: not started; 1: d is the next entry; 2: end */
	long pos, skip;       /* entries handed out; entries to skip after a seek */
	WIN32_FIND_DATAW d;
};

void __win_dir_free(struct win_fd *f)
{
	if (!f->dir) return;
	if (f->dir->state == 1) WIN(FindClose)(f->dir->find);
	__win_free(f->dir);
	f->dir = 0;
}

long __win_dir_seek(struct win_fd *f, long off, long whence)
{
	if (whence == SEEK_CUR && !off) return f->dir ? f->dir->pos : 0;
	if (whence != SEEK_SET || off < 0) return -EINVAL;
	__win_dir_free(f);
	if (!off) return 0;
	if (!(f->dir = __win_alloc(sizeof *f->dir))) return -ENOMEM;
	*f->dir = (struct win_dir){ .skip = off };
	return off;
}

static long start(struct win_fd *f, struct win_dir *d)
{
	size_t n = __win_wcslen(f->path);
	WCHAR *pat = __win_alloc((n + 3) * sizeof(WCHAR));
	if (!pat) return -ENOMEM;
	__builtin_memcpy(pat, f->path, n * sizeof(WCHAR));
	if (n && pat[n - 1] != '\\' && pat[n - 1] != '/') pat[n++] = '\\';
	pat[n++] = '*', pat[n] = 0;
	d->find = WIN(FindFirstFileW)(pat, &d->d);
	__win_free(pat);
	if (d->find == INVALID_HANDLE) {
		DWORD e = WIN(GetLastError)();
		if (e != 2 && e != 18) return __win_errno_of(e);   /* not found, no more files: empty */
		d->state = 2;
		return 0;
	}
	d->state = 1;
	return 0;
}

static void next(struct win_dir *d)
{
	d->pos++;
	if (!WIN(FindNextFileW)(d->find, &d->d)) {
		WIN(FindClose)(d->find);
		d->state = 2;
	}
}

static uint64_t name_hash(const WCHAR *dir, const WCHAR *name)
{
	uint64_t h = 0xcbf29ce484222325u;      /* FNV-1a */
	for (; *dir; dir++) h = (h ^ *dir) * 0x100000001b3u;
	h = (h ^ '\\') * 0x100000001b3u;
	for (; *name; name++) h = (h ^ *name) * 0x100000001b3u;
	return h ? h : 1;
}

long __win_getdents64(long fd, long buf, long len)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (f->flags & O_PATH) return -EBADF;
	if (!f->path || !(f->flags & O_DIRECTORY)) return -ENOTDIR;
	if (!f->dir) {
		if (!(f->dir = __win_alloc(sizeof *f->dir))) return -ENOMEM;
		*f->dir = (struct win_dir){ 0 };
	}
	struct win_dir *d = f->dir;
	if (!d->state) {
		long r = start(f, d);
		if (r < 0) return r;
		while (d->state == 1 && d->pos < d->skip) next(d);
	}
	char *out = (char *)buf;
	long used = 0;
	while (d->state == 1) {
		char name[3 * 260 + 1];
		size_t nl = __win_utf16_to_8(d->d.name, __win_wcslen(d->d.name), name);
		size_t reclen = (offsetof(struct dirent, d_name) + nl + 1 + 7) & ~(size_t)7;
		if (used + (long)reclen > len) {
			if (!used) return -EINVAL;
			break;
		}
		struct dirent *e = (struct dirent *)(out + used);
		e->d_ino = name_hash(f->path, d->d.name);
		e->d_off = d->pos + 1;
		e->d_reclen = reclen;
		e->d_type = d->d.attrs & FILE_ATTRIBUTE_REPARSE_POINT ? DT_UNKNOWN :
			d->d.attrs & FILE_ATTRIBUTE_DIRECTORY ? DT_DIR : DT_REG;
		__builtin_memset(e->d_name, 0, reclen - offsetof(struct dirent, d_name));
		__builtin_memcpy(e->d_name, name, nl);
		used += reclen;
		next(d);
	}
	return used;
}
