/* File descriptors under Windows: a table from the small integers POSIX
 * promises (lowest free first) to Windows handles, and the calls that
 * move bytes through them. */
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/uio.h>
#include <termios.h>
#include <unistd.h>
#include "win.h"

#define NFD 1024

static struct fd {
	HANDLE h;
	int used, flags;      /* flags: the O_* given to open (O_APPEND matters) */
	int cloexec;
} fds[NFD];

void __win_fd_init(void)
{
	static const int access[3] = { O_RDONLY, O_WRONLY, O_WRONLY };
	for (int i = 0; i < 3; i++) {
		HANDLE h = WIN(GetStdHandle)((DWORD)(-10 - i));
		if (h && h != INVALID_HANDLE)
			fds[i] = (struct fd){ h, 1, access[i], 0 };
	}
}

static struct fd *get(long fd)
{
	return fd >= 0 && fd < NFD && fds[fd].used ? &fds[fd] : 0;
}

HANDLE __win_handle(int fd)
{
	struct fd *f = get(fd);
	return f ? f->h : 0;
}

static long new_fd(HANDLE h, int flags, int from)
{
	for (int i = from; i < NFD; i++)
		if (!fds[i].used) {
			fds[i] = (struct fd){ h, 1, flags, !!(flags & O_CLOEXEC) };
			return i;
		}
	return -EMFILE;
}

long __win_read(long fd, long buf, long n)
{
	struct fd *f = get(fd);
	DWORD got;
	if (!f) return -EBADF;
	if ((f->flags & O_ACCMODE) == O_WRONLY) return -EBADF;
	if (n > 0x7ffff000) n = 0x7ffff000;
	if (!WIN(ReadFile)(f->h, (void *)buf, n, &got, 0)) {
		DWORD e = WIN(GetLastError)();
		if (e == 109 || e == 38) return 0;      /* broken pipe, end of file: EOF */
		return __win_errno_of(e);
	}
	return got;
}

long __win_write(long fd, long buf, long n)
{
	struct fd *f = get(fd);
	DWORD put;
	if (!f) return -EBADF;
	if ((f->flags & O_ACCMODE) == O_RDONLY) return -EBADF;
	if (n > 0x7ffff000) n = 0x7ffff000;
	if (f->flags & O_APPEND)
		WIN(SetFilePointerEx)(f->h, 0, 0, 2);
	if (!WIN(WriteFile)(f->h, (const void *)buf, n, &put, 0))
		return __win_errno();
	return put;
}

/* One call per piece; a short transfer ends it, as it would the kernel's. */
static long vec(long fd, const struct iovec *iov, long cnt, long (*io)(long, long, long))
{
	long total = 0;
	if (cnt < 0 || cnt > 1024) return -EINVAL;
	for (long i = 0; i < cnt; i++) {
		if (!iov[i].iov_len) continue;
		long r = io(fd, (long)iov[i].iov_base, iov[i].iov_len);
		if (r < 0) return total ? total : r;
		total += r;
		if ((size_t)r < iov[i].iov_len) break;
	}
	return total;
}

long __win_readv(long fd, long iov, long cnt) { return vec(fd, (void *)iov, cnt, __win_read); }
long __win_writev(long fd, long iov, long cnt) { return vec(fd, (void *)iov, cnt, __win_write); }

long __win_openat(long dirfd, long path, long flags, long mode)
{
	WCHAR w[WIN_PATH_MAX];   /* the whole stack is committed (PE header) */
	const char *p = (const char *)path;
	if (dirfd != AT_FDCWD && p[0] != '/' && !(p[0] && p[1] == ':'))
		return -ENOSYS;  /* ENOSYS: paths relative to a directory descriptor are not done yet */
	long r = __win_path(p, w, WIN_PATH_MAX);
	if (r < 0) return r;
	DWORD access = 0, disp, attrs = FILE_FLAG_BACKUP_SEMANTICS;
	switch (flags & O_ACCMODE) {
	case O_RDONLY: access = GENERIC_READ; break;
	case O_WRONLY: access = GENERIC_WRITE; break;
	case O_RDWR: access = GENERIC_READ | GENERIC_WRITE; break;
	default: return -EINVAL;
	}
	if ((flags & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL)) disp = CREATE_NEW;
	else if ((flags & (O_CREAT | O_TRUNC)) == (O_CREAT | O_TRUNC)) disp = CREATE_ALWAYS;
	else if (flags & O_CREAT) disp = OPEN_ALWAYS;
	else if (flags & O_TRUNC) disp = TRUNCATE_EXISTING;
	else disp = OPEN_EXISTING;
	if ((flags & O_TRUNC) && !(access & GENERIC_WRITE)) return -EINVAL;
	attrs |= (flags & O_CREAT) && !(mode & 0222) ? FILE_ATTRIBUTE_READONLY : FILE_ATTRIBUTE_NORMAL;
	HANDLE h = WIN(CreateFileW)(w, access, FILE_SHARE_ALL, 0, disp, attrs, 0);
	if (h == INVALID_HANDLE) return __win_errno();
	BY_HANDLE_FILE_INFORMATION bi;
	int isdir = WIN(GetFileType)(h) == FILE_TYPE_DISK && WIN(GetFileInformationByHandle)(h, &bi) &&
		(bi.attrs & FILE_ATTRIBUTE_DIRECTORY);
	if (((flags & O_DIRECTORY) && !isdir) || (isdir && (access & GENERIC_WRITE))) {
		WIN(CloseHandle)(h);
		return isdir ? -EISDIR : -ENOTDIR;
	}
	r = new_fd(h, flags, 0);
	if (r < 0) WIN(CloseHandle)(h);
	return r;
}

long __win_close(long fd)
{
	struct fd *f = get(fd);
	if (!f) return -EBADF;
	f->used = 0;
	return WIN(CloseHandle)(f->h) ? 0 : __win_errno();
}

long __win_lseek(long fd, long off, long whence)
{
	struct fd *f = get(fd);
	int64_t pos;
	if (!f) return -EBADF;
	if (WIN(GetFileType)(f->h) != FILE_TYPE_DISK) return -ESPIPE;
	if (whence < 0 || whence > 2) return -EINVAL;
	if (!WIN(SetFilePointerEx)(f->h, off, &pos, whence)) return __win_errno();
	return pos;
}

long __win_dup3(long old, long new, long flags)
{
	struct fd *f = get(old);
	HANDLE h, self = WIN(GetCurrentProcess)();
	if (!f) return -EBADF;
	if (new < 0 || new >= NFD) return -EBADF;
	if (!WIN(DuplicateHandle)(self, f->h, self, &h, 0, 0, DUPLICATE_SAME_ACCESS))
		return __win_errno();
	if (fds[new].used) WIN(CloseHandle)(fds[new].h);
	fds[new] = (struct fd){ h, 1, f->flags & ~O_CLOEXEC, !!(flags & O_CLOEXEC) };
	return new;
}

long __win_fcntl(long fd, long cmd, long arg)
{
	struct fd *f = get(fd);
	HANDLE h, self = WIN(GetCurrentProcess)();
	if (!f) return -EBADF;
	switch (cmd) {
	case F_GETFD: return f->cloexec ? FD_CLOEXEC : 0;
	case F_SETFD: f->cloexec = arg & FD_CLOEXEC; return 0;
	case F_GETFL: return f->flags & (O_ACCMODE | O_APPEND);
	case F_SETFL: f->flags = (f->flags & ~O_APPEND) | (arg & O_APPEND); return 0;
	case F_DUPFD:
	case F_DUPFD_CLOEXEC:
		if (arg < 0 || arg >= NFD) return -EINVAL;
		if (!WIN(DuplicateHandle)(self, f->h, self, &h, 0, 0, DUPLICATE_SAME_ACCESS))
			return __win_errno();
		long r = new_fd(h, (f->flags & ~O_CLOEXEC) | (cmd == F_DUPFD_CLOEXEC ? O_CLOEXEC : 0), arg);
		if (r < 0) WIN(CloseHandle)(h);
		return r;
	}
	return -ENOSYS;  /* ENOSYS: locks and the other fcntl commands are not done under Windows */
}

/* A console is a terminal: its size and its modes, read from the console
 * (line input is ICANON, echo is ECHO, processed input is ISIG). Anything
 * else is not a terminal. Setting modes is not done yet. */
long __win_ioctl(long fd, long req, long arg)
{
	struct fd *f = get(fd);
	DWORD mode;
	if (!f) return -EBADF;
	int console = WIN(GetFileType)(f->h) == FILE_TYPE_CHAR && WIN(GetConsoleMode)(f->h, &mode);
	switch (req) {
	case TIOCGWINSZ: {
		CONSOLE_SCREEN_BUFFER_INFO ci;
		if (!console) return -ENOTTY;
		if (!WIN(GetConsoleScreenBufferInfo)(f->h, &ci)) {
			/* an input handle: ask the output of this console */
			HANDLE out = WIN(GetStdHandle)((DWORD)-11);
			if (!WIN(GetConsoleScreenBufferInfo)(out, &ci)) return -ENOTTY;
		}
		struct winsize *ws = (void *)arg;
		*ws = (struct winsize){ .ws_row = ci.bottom - ci.top + 1, .ws_col = ci.right - ci.left + 1 };
		return 0;
	}
	case TCGETS: {
		if (!console) return -ENOTTY;
		struct termios *t = (void *)arg;
		*t = (struct termios){ .c_iflag = ICRNL, .c_oflag = OPOST | ONLCR, .c_cflag = CS8 | CREAD };
		/* the modes are the console input's, whichever handle asked */
		if (!WIN(GetConsoleMode)(WIN(GetStdHandle)(STD_INPUT_HANDLE), &mode)) mode = 0;
		if (mode & 2) t->c_lflag |= ICANON;
		if (mode & 4) t->c_lflag |= ECHO;
		if (mode & 1) t->c_lflag |= ISIG;
		return 0;
	}
	}
	return console ? -ENOSYS : -ENOTTY;  /* ENOSYS: other terminal requests are not done under Windows */
}
