/* Names under Windows: paths relative to a directory descriptor, the
 * current directory, and the heap the backend keeps paths on.
 *
 * getcwd answers in the MSYS spelling ("C:\x\y" is "/c/x/y", "\\srv\s" is
 * "//srv/s"): POSIX code takes a path starting with "/" as absolute and
 * splits at "/", and __win_path takes the spelling back. */
#include <errno.h>
#include <fcntl.h>
#include "win.h"

void *__win_alloc(size_t n) { return WIN(HeapAlloc)(WIN(GetProcessHeap)(), 0, n); }
void __win_free(void *p) { if (p) WIN(HeapFree)(WIN(GetProcessHeap)(), 0, p); }
size_t __win_wcslen(const WCHAR *s) { size_t n = 0; while (s[n]) n++; return n; }

WCHAR *__win_wcsdup(const WCHAR *s)
{
	size_t n = (__win_wcslen(s) + 1) * sizeof(WCHAR);
	WCHAR *d = __win_alloc(n);
	if (d) __builtin_memcpy(d, s, n);
	return d;
}

static int absolute(const char *p)
{
	return p[0] == '/' || p[0] == '\\' || (p[0] && p[1] == ':');
}

long __win_path_at(long dirfd, const char *p, WCHAR *out, size_t cap)
{
	if (!p) return -EFAULT;
	if (dirfd == AT_FDCWD || absolute(p)) return __win_path(p, out, cap);
	struct win_fd *f = __win_fd(dirfd);
	if (!f) return -EBADF;
	if (!f->path || !(f->flags & O_DIRECTORY)) return -ENOTDIR;
	if (!*p) return -ENOENT;
	size_t n = __win_wcslen(f->path);
	if (n + 2 > cap) return -ENAMETOOLONG;
	__builtin_memcpy(out, f->path, n * sizeof(WCHAR));
	if (n && out[n - 1] != '\\' && out[n - 1] != '/') out[n++] = '\\';
	long m = __win_utf8_to_16(p, out + n, cap - n);
	return m < 0 ? m : (long)n + m;
}

/* Returns the length with the final NUL, as Linux's getcwd does. */
long __win_getcwd(long buf, long size)
{
	WCHAR w[WIN_PATH_MAX];
	DWORD n = WIN(GetCurrentDirectoryW)(WIN_PATH_MAX, w);
	if (!n || n >= WIN_PATH_MAX) return n ? -ENAMETOOLONG : __win_errno();
	char *u = __win_alloc(3 * n + 2);
	if (!u) return -ENOMEM;
	const WCHAR *s = w;
	char *o = u;
	if (n >= 4 && s[0] == '\\' && s[1] == '\\' && s[2] == '?' && s[3] == '\\') s += 4;
	if (s[0] && s[1] == ':') {
		*o++ = '/', *o++ = s[0] | 32;   /* drive letters are ASCII */
		s += 2;
	}
	o += __win_utf16_to_8(s, __win_wcslen(s), o);
	for (char *c = u; c < o; c++)
		if (*c == '\\') *c = '/';
	while (o - u > 1 && o[-1] == '/') o--;   /* "C:\" is "/c" */
	*o = 0;
	long len = o - u + 1;
	if (len <= size) __builtin_memcpy((char *)buf, u, len);
	__win_free(u);
	return len > size ? -ERANGE : len;
}

/* A spawn's child (process.c) changes its own directory, not the
 * parent's: it is kept here for CreateProcessW. */
WCHAR *__win_child_cwd;

static long set_cwd(const WCHAR *w)
{
	static WCHAR child[WIN_PATH_MAX];
	if (!__win_in_child) return WIN(SetCurrentDirectoryW)(w) ? 0 : __win_errno();
	DWORD a = WIN(GetFileAttributesW)(w);
	if (a == INVALID_FILE_ATTRIBUTES) return __win_errno();
	if (!(a & FILE_ATTRIBUTE_DIRECTORY)) return -ENOTDIR;
	DWORD n = WIN(GetFullPathNameW)(w, WIN_PATH_MAX, child, 0);
	if (!n || n >= WIN_PATH_MAX) return n ? -ENAMETOOLONG : __win_errno();
	__win_child_cwd = child;
	return 0;
}

long __win_chdir(long path)
{
	WCHAR w[WIN_PATH_MAX];
	long r = __win_path((const char *)path, w, WIN_PATH_MAX);
	if (r < 0) return r;
	return set_cwd(w);
}

long __win_fchdir(long fd)
{
	struct win_fd *f = __win_fd(fd);
	if (!f) return -EBADF;
	if (!f->path || !(f->flags & O_DIRECTORY)) return -ENOTDIR;
	return set_cwd(f->path);
}
