/* struct stat from what Windows says of a handle. Modes are made up the
 * way Windows has none: directories 0755, files 0644 (0444 when
 * read-only); owner and group the fixed ids getuid gives (ids.c). */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include "win.h"

/* FILETIME counts 100 ns from 1601; Unix seconds from 1970. */
void __win_filetime(const FILETIME *ft, long *sec, long *nsec)
{
	int64_t t = ((int64_t)ft->hi << 32 | ft->lo) - 116444736000000000LL;
	*sec = t / 10000000;
	*nsec = t % 10000000 * 100;
	if (*nsec < 0) *sec -= 1, *nsec += 1000000000;
}

static void set_time(int64_t ft, struct timespec *ts)
{
	FILETIME f = { (DWORD)ft, (DWORD)((uint64_t)ft >> 32) };
	__win_filetime(&f, &ts->tv_sec, &ts->tv_nsec);
}

/* What GetFileInformationByHandle says, from the three classes of its
 * Ex form. Wine's GetFileInformationByHandle also asks for the file's
 * name and its volume, which a handle made from an inherited Unix
 * descriptor has not: a program's stdin redirected from a file (diff -
 * fstats it) failed with EBADF. The volume then reads 0; the index is
 * still the file's. */
static long stat_handle_ex(HANDLE h, struct stat *st)
{
	FILE_BASIC_INFO b;
	FILE_STANDARD_INFO s;
	FILE_ID_INFO id;
	DWORD err = WIN(GetLastError)();
	if (!WIN(GetFileInformationByHandleEx)(h, FileBasicInfo, &b, sizeof b)
	    || !WIN(GetFileInformationByHandleEx)(h, FileStandardInfo, &s, sizeof s))
		return __win_errno_of(err);
	if (WIN(GetFileInformationByHandleEx)(h, FileIdInfo, &id, sizeof id)) {
		st->st_dev = id.volume_serial;
		__builtin_memcpy(&st->st_ino, id.id, sizeof st->st_ino);
	}
	st->st_nlink = s.nlinks;
	st->st_mode = s.directory ? S_IFDIR | 0755 : S_IFREG | 0644;
	if (b.attrs & FILE_ATTRIBUTE_READONLY) st->st_mode &= ~0222;
	st->st_size = s.size;
	st->st_blocks = (st->st_size + 511) / 512;
	set_time(b.atime, &st->st_atim);
	set_time(b.mtime, &st->st_mtim);
	set_time(b.ctime, &st->st_ctim);
	return 0;
}

static long stat_handle(HANDLE h, struct stat *st)
{
	BY_HANDLE_FILE_INFORMATION bi;
	memset(st, 0, sizeof *st);
	st->st_nlink = 1;
	st->st_blksize = 4096;
	st->st_uid = st->st_gid = WIN_UID;
	switch (WIN(GetFileType)(h)) {
	case FILE_TYPE_CHAR: st->st_mode = S_IFCHR | 0666; return 0;
	case FILE_TYPE_PIPE: st->st_mode = S_IFIFO | 0600; return 0;
	case FILE_TYPE_DISK: break;
	default: return __win_errno();
	}
	if (!WIN(GetFileInformationByHandle)(h, &bi)) return stat_handle_ex(h, st);
	st->st_dev = bi.volume_serial;
	st->st_ino = (uint64_t)bi.index_hi << 32 | bi.index_lo;
	st->st_nlink = bi.nlinks;
	st->st_mode = bi.attrs & FILE_ATTRIBUTE_DIRECTORY ? S_IFDIR | 0755 : S_IFREG | 0644;
	if (bi.attrs & FILE_ATTRIBUTE_READONLY) st->st_mode &= ~0222;
	st->st_size = (int64_t)bi.size_hi << 32 | bi.size_lo;
	st->st_blocks = (st->st_size + 511) / 512;
	__win_filetime(&bi.atime, &st->st_atim.tv_sec, &st->st_atim.tv_nsec);
	__win_filetime(&bi.mtime, &st->st_mtim.tv_sec, &st->st_mtim.tv_nsec);
	__win_filetime(&bi.ctime, &st->st_ctim.tv_sec, &st->st_ctim.tv_nsec);
	return 0;
}

long __win_fstat(long fd, long st)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (f->sock) {   /* Windows would call it a pipe */
		struct stat *s = (struct stat *)st;
		memset(s, 0, sizeof *s);
		*s = (struct stat){ .st_mode = S_IFSOCK | 0777, .st_nlink = 1, .st_uid = WIN_UID,
			.st_gid = WIN_UID, .st_blksize = 4096 };
		return 0;
	}
	return stat_handle(f->h, (struct stat *)st);
}

/* A path is opened for no access (enough to ask about it), directories
 * included; symbolic links are followed (AT_SYMLINK_NOFOLLOW is not done
 * yet and gives the target). */
long __win_fstatat(long dirfd, long path, long st, long flags)
{
	const char *p = (const char *)path;
	WCHAR w[WIN_PATH_MAX];
	if (!*p && (flags & AT_EMPTY_PATH)) return __win_fstat(dirfd, st);
	long r = __win_path_at(dirfd, p, w, WIN_PATH_MAX);
	if (r < 0) return r;
	HANDLE h = WIN(CreateFileW)(w, 0, FILE_SHARE_ALL, 0, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, 0);
	if (h == INVALID_HANDLE) return __win_errno();
	r = stat_handle(h, (struct stat *)st);
	WIN(CloseHandle)(h);
	return r;
}
