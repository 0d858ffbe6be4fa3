/* Changing names and file attributes under Windows: unlink, rmdir,
 * mkdir, rename, readlink, access, chmod, chown, utimensat, truncate,
 * fsync. Where Windows differs from POSIX the difference is made up
 * here when it can be (docs/windows.md lists what remains):
 * - unlink ignores the read-only bit, as POSIX ignores a file's mode;
 * - rename replaces an existing file (MoveFileExW with
 *   MOVEFILE_REPLACE_EXISTING), a read-only one too, and an empty
 *   directory by a directory; across drives it fails with EXDEV;
 * - chmod has one bit to set: no write permission for the owner is the
 *   read-only attribute (of files: a directory's means something else);
 * - chown succeeds only when it changes nothing (the fixed ids). */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "win.h"

#define PATH_AT(w, dfd, p) \
	WCHAR w[WIN_PATH_MAX]; \
	{ long r_ = __win_path_at(dfd, (const char *)(p), w, WIN_PATH_MAX); if (r_ < 0) return r_; }

static int is_dir(DWORD a) { return a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY); }

long __win_unlinkat(long dfd, long path, long flags)
{
	PATH_AT(w, dfd, path);
	if (flags & ~AT_REMOVEDIR) return -EINVAL;
	DWORD a = WIN(GetFileAttributesW)(w);
	if (a == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if (flags & AT_REMOVEDIR) {
		if (!is_dir(a)) return -ENOTDIR;
		return WIN(RemoveDirectoryW)(w) ? 0 : __win_errno();
	}
	if (is_dir(a)) {
		/* a link to a directory is removed as a directory */
		if (!(a & FILE_ATTRIBUTE_REPARSE_POINT)) return -EISDIR;
		return WIN(RemoveDirectoryW)(w) ? 0 : __win_errno();
	}
	if (a & FILE_ATTRIBUTE_READONLY) WIN(SetFileAttributesW)(w, a & ~FILE_ATTRIBUTE_READONLY);
	if (WIN(DeleteFileW)(w)) return 0;
	long r = __win_errno();
	if (a & FILE_ATTRIBUTE_READONLY) WIN(SetFileAttributesW)(w, a);
	return r;
}

long __win_mkdirat(long dfd, long path, long mode)
{
	PATH_AT(w, dfd, path);
	(void)mode;   /* a directory's read-only bit is not a permission on Windows */
	return WIN(CreateDirectoryW)(w, 0) ? 0 : __win_errno();
}

#define RENAME_NOREPLACE 1

long __win_renameat(long ofd, long old, long nfd, long new, long flags)
{
	if (flags & ~RENAME_NOREPLACE) return -EINVAL;  /* RENAME_EXCHANGE, RENAME_WHITEOUT: none on Windows */
	PATH_AT(wo, ofd, old);
	PATH_AT(wn, nfd, new);
	DWORD ao = WIN(GetFileAttributesW)(wo), an = WIN(GetFileAttributesW)(wn);
	if (ao == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if (an != INVALID_FILE_ATTRIBUTES) {
		if (flags & RENAME_NOREPLACE) return -EEXIST;
		if (is_dir(ao) && !is_dir(an)) return -ENOTDIR;
		if (!is_dir(ao) && is_dir(an)) return -EISDIR;
	}
	DWORD how = flags & RENAME_NOREPLACE ? 0 : MOVEFILE_REPLACE_EXISTING;
	if (WIN(MoveFileExW)(wo, wn, how)) return 0;
	DWORD e = WIN(GetLastError)();
	if (an == INVALID_FILE_ATTRIBUTES || (e != 5 && e != 183)) return __win_errno_of(e);
	/* what POSIX replaces and Windows refuses: an empty directory, a
	 * read-only file */
	if (is_dir(an)) {
		if (!WIN(RemoveDirectoryW)(wn)) return __win_errno();
	} else if (an & FILE_ATTRIBUTE_READONLY) {
		WIN(SetFileAttributesW)(wn, an & ~FILE_ATTRIBUTE_READONLY);
	} else {
		return __win_errno_of(e);
	}
	if (WIN(MoveFileExW)(wo, wn, how)) return 0;
	long r = __win_errno();
	if (is_dir(an)) WIN(CreateDirectoryW)(wn, 0);
	else WIN(SetFileAttributesW)(wn, an);
	return r;
}

long __win_readlinkat(long dfd, long path, long buf, long size)
{
	PATH_AT(w, dfd, path);
	(void)buf;
	if (size <= 0) return -EINVAL;
	DWORD a = WIN(GetFileAttributesW)(w);
	if (a == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if (!(a & FILE_ATTRIBUTE_REPARSE_POINT)) return -EINVAL;
	return -ENOSYS;  /* ENOSYS: reading the target of a Windows link (a reparse point) is not done */
}

/* Windows has no execute permission: X_OK holds for anything that
 * exists, as it does for root on Linux. W_OK fails on a read-only file. */
long __win_faccessat(long dfd, long path, long mode, long flags)
{
	PATH_AT(w, dfd, path);
	if ((mode & ~7) || (flags & ~(AT_EACCESS | AT_SYMLINK_NOFOLLOW))) return -EINVAL;
	DWORD a = WIN(GetFileAttributesW)(w);
	if (a == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if ((mode & W_OK) && !is_dir(a) && (a & FILE_ATTRIBUTE_READONLY)) return -EACCES;
	return 0;
}

static long chmod_w(const WCHAR *w, long mode)
{
	DWORD a = WIN(GetFileAttributesW)(w);
	if (a == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if (is_dir(a)) return 0;
	DWORD b = mode & S_IWUSR ? a & ~FILE_ATTRIBUTE_READONLY : a | FILE_ATTRIBUTE_READONLY;
	if (b == a) return 0;
	return WIN(SetFileAttributesW)(w, b ? b : FILE_ATTRIBUTE_NORMAL) ? 0 : __win_errno();
}

long __win_fchmodat(long dfd, long path, long mode, long flags)
{
	if (flags & ~AT_SYMLINK_NOFOLLOW) return -EINVAL;
	PATH_AT(w, dfd, path);
	return chmod_w(w, mode);
}

long __win_fchmod(long fd, long mode)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (!f->path) return -ENOSYS;  /* ENOSYS: pipes and consoles have no attributes to change on Windows */
	return chmod_w(f->path, mode);
}

long __win_fchownat(long dfd, long path, long uid, long gid, long flags)
{
	if ((unsigned)uid != (unsigned)-1 && uid != WIN_UID) return -EPERM;
	if ((unsigned)gid != (unsigned)-1 && gid != WIN_UID) return -EPERM;
	if (dfd != AT_FDCWD && path && !*(const char *)path && (flags & AT_EMPTY_PATH))
		return __win_fd(dfd) ? 0 : -EBADF;   /* fchown */
	PATH_AT(w, dfd, path);
	return WIN(GetFileAttributesW)(w) == INVALID_FILE_ATTRIBUTES ? __win_errno() : 0;
}

void __win_filetime_of(long sec, long nsec, FILETIME *ft)
{
	uint64_t t = (uint64_t)(sec * 10000000LL + nsec / 100 + 116444736000000000LL);
	ft->lo = (DWORD)t, ft->hi = (DWORD)(t >> 32);
}

static long set_times(HANDLE h, const struct timespec *ts)
{
	FILETIME ft[2], now;
	const FILETIME *p[2];
	WIN(GetSystemTimePreciseAsFileTime)(&now);
	for (int i = 0; i < 2; i++) {
		if (!ts || ts[i].tv_nsec == UTIME_NOW) p[i] = &now;
		else if (ts[i].tv_nsec == UTIME_OMIT) p[i] = 0;
		else {
			__win_filetime_of(ts[i].tv_sec, ts[i].tv_nsec, &ft[i]);
			p[i] = &ft[i];
		}
	}
	return WIN(SetFileTime)(h, 0, p[0], p[1]) ? 0 : __win_errno();
}

long __win_utimensat(long dfd, long path, long times, long flags)
{
	const struct timespec *ts = (const void *)times;
	if (flags & ~AT_SYMLINK_NOFOLLOW) return -EINVAL;
	for (int i = 0; ts && i < 2; i++)
		if ((ts[i].tv_nsec < 0 || ts[i].tv_nsec > 999999999) &&
		    ts[i].tv_nsec != UTIME_NOW && ts[i].tv_nsec != UTIME_OMIT)
			return -EINVAL;
	if (ts && ts[0].tv_nsec == UTIME_OMIT && ts[1].tv_nsec == UTIME_OMIT) return 0;
	WCHAR buf[WIN_PATH_MAX];
	const WCHAR *w = buf;
	if (!path) {   /* futimens: through the descriptor's handle, else its name */
		struct win_fd *f = __win_fd(dfd);
		if (!f) return -EBADF;
		if (!set_times(f->h, ts)) return 0;
		if (!f->path) return __win_errno();
		w = f->path;
	} else {
		long r = __win_path_at(dfd, (const char *)path, buf, WIN_PATH_MAX);
		if (r < 0) return r;
	}
	HANDLE h = WIN(CreateFileW)(w, FILE_WRITE_ATTRIBUTES, FILE_SHARE_ALL, 0, OPEN_EXISTING,
		FILE_FLAG_BACKUP_SEMANTICS, 0);
	if (h == INVALID_HANDLE) return __win_errno();
	long r = set_times(h, ts);
	WIN(CloseHandle)(h);
	return r;
}

static long truncate_handle(HANDLE h, long len)
{
	int64_t pos;
	if (WIN(GetFileType)(h) != FILE_TYPE_DISK) return -EINVAL;
	if (!WIN(SetFilePointerEx)(h, 0, &pos, 1)) return __win_errno();
	if (!WIN(SetFilePointerEx)(h, len, 0, 0)) return __win_errno();
	long r = WIN(SetEndOfFile)(h) ? 0 : __win_errno();
	WIN(SetFilePointerEx)(h, pos, 0, 0);
	return r;
}

long __win_ftruncate(long fd, long len)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (len < 0 || (f->flags & O_ACCMODE) == O_RDONLY) return -EINVAL;
	return truncate_handle(f->h, len);
}

long __win_truncate(long path, long len)
{
	WCHAR w[WIN_PATH_MAX];
	long r = __win_path((const char *)path, w, WIN_PATH_MAX);
	if (r < 0) return r;
	if (len < 0) return -EINVAL;
	if (is_dir(WIN(GetFileAttributesW)(w))) return -EISDIR;
	HANDLE h = WIN(CreateFileW)(w, GENERIC_WRITE, FILE_SHARE_ALL, 0, OPEN_EXISTING, 0, 0);
	if (h == INVALID_HANDLE) return __win_errno();
	r = truncate_handle(h, len);
	WIN(CloseHandle)(h);
	return r;
}

/* FlushFileBuffers wants a handle open for writing: through a read-only
 * descriptor nothing was written, and what other descriptors wrote is
 * theirs to flush, so that case succeeds as on Linux. */
long __win_fsync(long fd)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (WIN(GetFileType)(f->h) != FILE_TYPE_DISK) return -EINVAL;
	if ((f->flags & O_ACCMODE) == O_RDONLY || (f->flags & O_DIRECTORY)) return 0;
	return WIN(FlushFileBuffers)(f->h) ? 0 : __win_errno();
}
