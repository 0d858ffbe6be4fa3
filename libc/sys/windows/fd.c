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

#define NFD WIN_NFD

static struct win_fd fds[NFD];

/* The child of a posix_spawn runs in this process until it execs or
 * exits (process.c), with a descriptor table of its own as a vfork
 * child has: the parent's is kept here meanwhile. The child's close of a
 * parent's descriptor closes nothing; what the child made is closed when
 * it ends. */
static struct win_fd parents[NFD];
int __win_in_child;

static int parent_has(HANDLE h)
{
	for (int i = 0; i < NFD; i++)
		if (parents[i].used && parents[i].h == h) return 1;
	return 0;
}

static int parent_has_path(const WCHAR *p)
{
	for (int i = 0; i < NFD; i++)
		if (parents[i].used && parents[i].path == p) return 1;
	return 0;
}

void __win_fd_child_begin(void)
{
	__builtin_memcpy(parents, fds, sizeof fds);
	__win_in_child = 1;
}

/* What a pipe handle passed without its access is open for: only a
 * reading end may be peeked. */
static int pipe_access(HANDLE h)
{
	DWORD avail;
	if (WIN(PeekNamedPipe)(h, 0, 0, 0, &avail, 0)) return O_RDONLY;
	return WIN(GetLastError)() == 5 ? O_WRONLY : O_RDONLY;
}

/* Descriptors 0-2 are the standard handles. A parent may pass more the
 * Microsoft C runtime's way (process.c writes it): STARTUPINFO's
 * lpReserved2 holds a count, a flag byte per descriptor and a handle per
 * descriptor, unaligned. A file's access is not passed: it is O_RDWR
 * (Windows refuses what the handle does not allow); a pipe's is found. */
void __win_fd_init(void)
{
	static const int access[3] = { O_RDONLY, O_WRONLY, O_WRONLY };
	STARTUPINFOW si;
	WIN(GetStartupInfoW)(&si);
	const unsigned char *b = si.reserved2;
	unsigned count = 0;
	if (b && si.reserved2_size >= 4) {
		__builtin_memcpy(&count, b, 4);
		if (count > NFD || 4 + 9 * (size_t)count > si.reserved2_size) count = 0;
	}
	for (unsigned i = 3; i < count; i++) {
		HANDLE h;
		__builtin_memcpy(&h, b + 4 + count + 8 * i, 8);
		if (!(b[4 + i] & WIN_FOPEN) || !h || h == INVALID_HANDLE || h == (HANDLE)-2) continue;
		int acc = WIN(GetFileType)(h) == FILE_TYPE_PIPE ? pipe_access(h) : O_RDWR;
		fds[i] = (struct win_fd){ h, 1, acc | (b[4 + i] & WIN_FAPPEND ? O_APPEND : 0), 0, 0, 0 };
	}
	for (int i = 0; i < 3; i++) {
		HANDLE h = WIN(GetStdHandle)((DWORD)(-10 - i));
		if (h && h != INVALID_HANDLE)
			fds[i] = (struct win_fd){ h, 1, access[i], 0, 0, 0 };
	}
}

static struct win_fd *get(long fd)
{
	return fd >= 0 && fd < NFD && fds[fd].used ? &fds[fd] : 0;
}

struct win_fd *__win_fd(long fd) { return get(fd); }

/* What a slot owns besides its handle. */
static void release(struct win_fd *f)
{
	__win_dir_free(f);
	__win_free(f->path);
	f->path = 0;
	f->used = 0;
}

/* Closes a slot: in a spawn's child only what the child made. */
static long drop(struct win_fd *f)
{
	HANDLE h = f->h;
	if (__win_in_child && parent_has(h)) {
		f->used = 0;
		return 0;
	}
	if (__win_in_child && parent_has_path(f->path)) f->path = 0;
	release(f);
	if (f->sock) return __win_sock_close((SOCKET)h);
	return WIN(CloseHandle)(h) ? 0 : __win_errno();
}

void __win_fd_child_end(void)
{
	for (int i = 0; i < NFD; i++)
		if (fds[i].used) drop(&fds[i]);
	__builtin_memcpy(fds, parents, sizeof fds);
	__win_in_child = 0;
}

HANDLE __win_handle(int fd)
{
	struct win_fd *f = get(fd);
	return f ? f->h : 0;
}

/* Takes the path (heap memory) with the handle. */
/* Threads take free slots one at a time. */
static volatile int slot_lock;

static void lock(void)
{
	while (__atomic_exchange_n(&slot_lock, 1, __ATOMIC_ACQUIRE)) WIN(Sleep)(0);
}

static void unlock(void) { __atomic_store_n(&slot_lock, 0, __ATOMIC_RELEASE); }

static long new_slot(HANDLE h, int flags, int from, WCHAR *path, int sock)
{
	lock();
	for (int i = from; i < NFD; i++)
		if (!fds[i].used) {
			fds[i] = (struct win_fd){ h, 1, flags, !!(flags & O_CLOEXEC), path, 0, sock };
			unlock();
			return i;
		}
	unlock();
	__win_free(path);
	return -EMFILE;
}

long __win_new_fd(HANDLE h, int flags, int from, WCHAR *path)
{
	return new_slot(h, flags, from, path, 0);
}

long __win_new_sock(SOCKET s, int flags, int type)
{
	return new_slot((HANDLE)s, flags, 0, 0, type);
}

long __win_read(long fd, long buf, long n)
{
	struct win_fd *f = get(fd);
	DWORD got;
	if (!f) return -EBADF;
	if ((f->flags & O_ACCMODE) == O_WRONLY || (f->flags & O_PATH)) return -EBADF;
	if (n > 0x7ffff000) n = 0x7ffff000;
	if (f->sock) return __win_sock_read(f, buf, n);
	if (!WIN(ReadFile)(f->h, (void *)buf, n, &got, 0)) {
		DWORD e = WIN(GetLastError)();
		if (e == 109 || e == 38) return 0;      /* broken pipe, end of file: EOF */
		return __win_errno_of(e);
	}
	return got;
}

long __win_write(long fd, long buf, long n)
{
	struct win_fd *f = get(fd);
	DWORD put;
	if (!f) return -EBADF;
	if ((f->flags & O_ACCMODE) == O_RDONLY || (f->flags & O_PATH)) return -EBADF;
	if (n > 0x7ffff000) n = 0x7ffff000;
	if (f->sock) return __win_sock_write(f, buf, n);
	if (f->flags & O_APPEND)
		WIN(SetFilePointerEx)(f->h, 0, 0, 2);
	if (!WIN(WriteFile)(f->h, (const void *)buf, n, &put, 0))
		return __win_errno();
	return put;
}

/* At an offset, leaving the file position as it was (Windows moves it
 * past what an OVERLAPPED offset transferred). */
static long at_offset(long fd, long buf, long n, long off, int wr)
{
	struct win_fd *f = get(fd);
	struct { uintptr_t internal, internal_high; DWORD lo, hi; HANDLE event; } ov = { 0 };
	int64_t pos;
	DWORD done;
	if (!f) return -EBADF;
	if ((f->flags & O_ACCMODE) == (wr ? O_RDONLY : O_WRONLY)) return -EBADF;
	if (off < 0) return -EINVAL;
	if (WIN(GetFileType)(f->h) != FILE_TYPE_DISK) return -ESPIPE;
	if (n > 0x7ffff000) n = 0x7ffff000;
	if (!WIN(SetFilePointerEx)(f->h, 0, &pos, 1)) return __win_errno();
	ov.lo = (DWORD)off, ov.hi = (DWORD)((uint64_t)off >> 32);
	BOOL ok = wr ? WIN(WriteFile)(f->h, (const void *)buf, n, &done, &ov) :
		WIN(ReadFile)(f->h, (void *)buf, n, &done, &ov);
	DWORD e = ok ? 0 : WIN(GetLastError)();
	WIN(SetFilePointerEx)(f->h, pos, 0, 0);
	if (!ok) return !wr && e == 38 ? 0 : __win_errno_of(e);   /* reading past the end: 0 */
	return done;
}

long __win_pread(long fd, long buf, long n, long off) { return at_offset(fd, buf, n, off, 0); }
long __win_pwrite(long fd, long buf, long n, long off) { return at_offset(fd, buf, n, off, 1); }

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
	long r = __win_path_at(dirfd, (const char *)path, w, WIN_PATH_MAX);
	if (r < 0) return r;
	DWORD access = 0, disp, attrs = FILE_FLAG_BACKUP_SEMANTICS;
	switch (flags & O_ACCMODE) {
	case O_RDONLY: access = GENERIC_READ; break;
	case O_WRONLY: access = GENERIC_WRITE; break;
	case O_RDWR: access = GENERIC_READ | GENERIC_WRITE; break;
	default: return -EINVAL;
	}
	if (flags & O_PATH) access = 0;   /* a name to stat and to be relative to, no data */
	if ((flags & (O_CREAT | O_EXCL)) == (O_CREAT | O_EXCL)) disp = CREATE_NEW;
	else if ((flags & (O_CREAT | O_TRUNC)) == (O_CREAT | O_TRUNC)) disp = CREATE_ALWAYS;
	else if (flags & O_CREAT) disp = OPEN_ALWAYS;
	else if (flags & O_TRUNC) disp = TRUNCATE_EXISTING;
	else disp = OPEN_EXISTING;
	if ((flags & O_TRUNC) && !(access & GENERIC_WRITE)) return -EINVAL;
	attrs |= (flags & O_CREAT) && !(mode & ~__win_umask & 0222) ? FILE_ATTRIBUTE_READONLY :
		FILE_ATTRIBUTE_NORMAL;
	HANDLE h = WIN(CreateFileW)(w, access, FILE_SHARE_ALL, 0, disp, attrs, 0);
	if (h == INVALID_HANDLE) return __win_errno();
	BY_HANDLE_FILE_INFORMATION bi;
	int isdir = WIN(GetFileType)(h) == FILE_TYPE_DISK && WIN(GetFileInformationByHandle)(h, &bi) &&
		(bi.attrs & FILE_ATTRIBUTE_DIRECTORY);
	if (((flags & O_DIRECTORY) && !isdir) || (isdir && (access & GENERIC_WRITE))) {
		WIN(CloseHandle)(h);
		return isdir ? -EISDIR : -ENOTDIR;
	}
	flags = isdir ? flags | O_DIRECTORY : flags & ~O_DIRECTORY;   /* what getdents64 asks */
	/* the full name, for paths relative to it, fchdir and fchmod */
	WCHAR *full = 0;
	DWORD n = WIN(GetFullPathNameW)(w, 0, 0, 0);
	if (n && (full = __win_alloc(n * sizeof(WCHAR))) && WIN(GetFullPathNameW)(w, n, full, 0) >= n) {
		__win_free(full);
		full = 0;
	}
	r = __win_new_fd(h, flags, 0, full);
	if (r < 0) WIN(CloseHandle)(h);
	return r;
}

long __win_close(long fd)
{
	struct win_fd *f = get(fd);
	if (!f) return -EBADF;
	return drop(f);
}

long __win_lseek(long fd, long off, long whence)
{
	struct win_fd *f = get(fd);
	int64_t pos;
	if (!f) return -EBADF;
	if (WIN(GetFileType)(f->h) != FILE_TYPE_DISK) return -ESPIPE;
	if (whence < 0 || whence > 2) return -EINVAL;
	if (f->dir || (f->flags & O_DIRECTORY)) return __win_dir_seek(f, off, whence);
	if (!WIN(SetFilePointerEx)(f->h, off, &pos, whence)) return __win_errno();
	return pos;
}

/* A socket is duplicated the way Winsock allows (socket.c). */
static long dup_handle(struct win_fd *f, HANDLE *h)
{
	HANDLE self = WIN(GetCurrentProcess)();
	if (f->sock) return __win_sock_dup(f, (SOCKET *)h);
	return WIN(DuplicateHandle)(self, f->h, self, h, 0, 0, DUPLICATE_SAME_ACCESS) ? 0 : __win_errno();
}

long __win_dup3(long old, long new, long flags)
{
	struct win_fd *f = get(old);
	HANDLE h;
	if (!f) return -EBADF;
	if (new < 0 || new >= NFD) return -EBADF;
	long r = dup_handle(f, &h);
	if (r < 0) return r;
	WCHAR *path = f->path ? __win_wcsdup(f->path) : 0;
	if (fds[new].used) drop(&fds[new]);
	fds[new] = (struct win_fd){ h, 1, f->flags & ~O_CLOEXEC, !!(flags & O_CLOEXEC), path, 0, f->sock };
	return new;
}

long __win_fcntl(long fd, long cmd, long arg)
{
	struct win_fd *f = get(fd);
	HANDLE h;
	long r;
	if (!f) return -EBADF;
	switch (cmd) {
	case F_GETFD: return f->cloexec ? FD_CLOEXEC : 0;
	case F_SETFD: f->cloexec = arg & FD_CLOEXEC; return 0;
	case F_GETFL: return f->flags & (O_ACCMODE | O_APPEND | O_PATH | O_NONBLOCK);
	case F_SETFL:
		if (f->sock && (r = __win_sock_nonblock(f, arg & O_NONBLOCK)) < 0) return r;
		f->flags = (f->flags & ~O_APPEND) | (arg & O_APPEND);
		return 0;
	case F_DUPFD:
	case F_DUPFD_CLOEXEC:
		if (arg < 0 || arg >= NFD) return -EINVAL;
		if ((r = dup_handle(f, &h)) < 0) return r;
		r = new_slot(h, (f->flags & ~O_CLOEXEC) | (cmd == F_DUPFD_CLOEXEC ? O_CLOEXEC : 0), arg,
			f->path ? __win_wcsdup(f->path) : 0, f->sock);
		if (r < 0) f->sock ? (void)WS(closesocket)((SOCKET)h) : (void)WIN(CloseHandle)(h);
		return r;
	}
	return -ENOSYS;  /* ENOSYS: locks and the other fcntl commands are not done under Windows */
}

/* A console is a terminal: its size and its modes, read from the console
 * (line input is ICANON, echo is ECHO, processed input is ISIG). Anything
 * else is not a terminal. Setting modes is not done yet. */
long __win_ioctl(long fd, long req, long arg)
{
	struct win_fd *f = get(fd);
	DWORD mode;
	if (!f) return -EBADF;
	if (f->sock) return __win_sock_ioctl(f, req, arg);
	DWORD type = WIN(GetFileType)(f->h);
	int console = type == FILE_TYPE_CHAR && WIN(GetConsoleMode)(f->h, &mode);
	switch (req) {
	case FIONREAD: {   /* what a read would get without waiting */
		DWORD avail;
		int64_t pos, end;
		if (type == FILE_TYPE_PIPE) {
			if (!WIN(PeekNamedPipe)(f->h, 0, 0, 0, &avail, 0))
				avail = 0;   /* every writer gone: 0, as Linux */
			*(int *)arg = avail;
			return 0;
		}
		if (type != FILE_TYPE_DISK || !WIN(SetFilePointerEx)(f->h, 0, &pos, 1) ||
		    !WIN(SetFilePointerEx)(f->h, 0, &end, 2) || !WIN(SetFilePointerEx)(f->h, pos, 0, 0))
			break;
		*(int *)arg = end > pos ? (end - pos > 0x7fffffff ? 0x7fffffff : end - pos) : 0;
		return 0;
	}
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
