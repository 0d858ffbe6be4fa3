/* faultinject.so: makes the Nth call of one library function fail, for
 * tests of what a host program (linked with glibc) does when the system
 * says no. Loaded with LD_PRELOAD; driven by the environment:
 *
 *   PP_FAULT=CALL:N:ERR   the Nth call (from 1) of CALL fails with ERR
 *   PP_FAULT_PROG=NAME    only in the program of that name (so that a
 *                         wrapper such as timeout runs unharmed)
 *   PP_FAULT_LOG=FILE     the line "CALL:N:ERR" is appended when it fires
 *
 * CALL names a family: open (open, openat), stat (stat, lstat, fstat),
 * read (read, pread), write (write, pwrite), lseek, ftruncate, fchmod,
 * fsync (fsync, fdatasync), close, mkstemp (mkstemp, mkostemp), rename,
 * link, unlink, malloc (malloc, calloc, realloc). ERR is an errno name
 * (ENOSPC, EIO, EINTR, ENOMEM, ...) or "short": the call reads or writes
 * at most half of what was asked (at least one byte), a legal result the
 * caller must carry on from.
 *
 * Only calls the program makes through the dynamic linker are seen; the C
 * library's own internal ones (stdio's writes to stderr) are not, so the
 * program's error message still gets out. No run of the log line means
 * the run made fewer than N calls: a sweep over N stops there. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char call[32];
static long nth, seen;
static int err, is_short, armed;

static const struct { const char *name; int value; } kErrors[] = {
	{ "ENOSPC", ENOSPC }, { "EIO", EIO }, { "EINTR", EINTR }, { "ENOMEM", ENOMEM },
	{ "EACCES", EACCES }, { "EMFILE", EMFILE }, { "EDQUOT", EDQUOT }, { "EFBIG", EFBIG },
	{ "EROFS", EROFS }, { "EXDEV", EXDEV }, { "ENOENT", ENOENT }, { "EAGAIN", EAGAIN },
};

__attribute__((constructor)) static void setup(void)
{
	const char *spec = getenv("PP_FAULT"), *prog = getenv("PP_FAULT_PROG");
	if (!spec || (prog && strcmp(prog, program_invocation_short_name)))
		return;
	char name[32] = "";
	if (sscanf(spec, "%31[a-z]:%ld:%31s", call, &nth, name) != 3 || nth < 1)
		return;
	if (!strcmp(name, "short"))
		is_short = 1;
	for (size_t i = 0; i < sizeof kErrors / sizeof *kErrors; i++)
		if (!strcmp(name, kErrors[i].name))
			err = kErrors[i].value;
	armed = err || is_short;
}

/* 1 if this call of family f is the one to fail (short: to shorten). */
static int fire(const char *f, int can_be_short)
{
	if (!armed || strcmp(f, call) || ++seen != nth || (is_short && !can_be_short))
		return 0;
	armed = 0;
	const char *log = getenv("PP_FAULT_LOG");
	if (log) {
		int (*real_open)(const char *, int, ...) = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
		int fd = real_open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
		if (fd >= 0) {
			char line[96];
			int n = snprintf(line, sizeof line, "%s\n", getenv("PP_FAULT"));
			ssize_t (*real_write)(int, const void *, size_t) = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
			real_write(fd, line, (size_t)n);
			int (*real_close)(int) = (int (*)(int))dlsym(RTLD_NEXT, "close");
			real_close(fd);
		}
	}
	return 1;
}

#define REAL(type, name, args) \
	static type (*real)args; \
	if (!real) real = (type (*)args)dlsym(RTLD_NEXT, name)

/* The open family takes a mode only with O_CREAT or O_TMPFILE. */
#define OPEN_MODE(flags, mode) do { \
	if ((flags) & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, flags); \
		mode = va_arg(ap, int); va_end(ap); } } while (0)

#define OPEN_HOOK(sym) \
int sym(const char *p, int flags, ...) \
{ int mode = 0; OPEN_MODE(flags, mode); REAL(int, #sym, (const char *, int, ...)); \
  return fire("open", 0) ? (errno = err, -1) : real(p, flags, mode); }
OPEN_HOOK(open)
OPEN_HOOK(open64)

#define OPENAT_HOOK(sym) \
int sym(int d, const char *p, int flags, ...) \
{ int mode = 0; OPEN_MODE(flags, mode); REAL(int, #sym, (int, const char *, int, ...)); \
  return fire("open", 0) ? (errno = err, -1) : real(d, p, flags, mode); }
OPENAT_HOOK(openat)
OPENAT_HOOK(openat64)

/* A one-argument-list hook: family f, symbol sym, return type t. */
#define HOOK(f, t, sym, params, args) \
t sym params { REAL(t, #sym, params); return fire(f, 0) ? (errno = err, (t)-1) : real args; }

HOOK("stat", int, stat, (const char *p, struct stat *s), (p, s))
HOOK("stat", int, lstat, (const char *p, struct stat *s), (p, s))
HOOK("stat", int, fstat, (int fd, struct stat *s), (fd, s))
HOOK("stat", int, stat64, (const char *p, struct stat64 *s), (p, s))
HOOK("stat", int, lstat64, (const char *p, struct stat64 *s), (p, s))
HOOK("stat", int, fstat64, (int fd, struct stat64 *s), (fd, s))
HOOK("lseek", off_t, lseek, (int fd, off_t o, int w), (fd, o, w))
HOOK("lseek", off64_t, lseek64, (int fd, off64_t o, int w), (fd, o, w))
HOOK("ftruncate", int, ftruncate, (int fd, off_t n), (fd, n))
HOOK("ftruncate", int, ftruncate64, (int fd, off64_t n), (fd, n))
HOOK("fchmod", int, fchmod, (int fd, mode_t m), (fd, m))
HOOK("fsync", int, fsync, (int fd), (fd))
HOOK("fsync", int, fdatasync, (int fd), (fd))
HOOK("close", int, close, (int fd), (fd))
HOOK("mkstemp", int, mkstemp, (char *t), (t))
HOOK("mkstemp", int, mkstemp64, (char *t), (t))
HOOK("mkstemp", int, mkostemp, (char *t, int fl), (t, fl))
HOOK("rename", int, rename, (const char *a, const char *b), (a, b))
HOOK("rename", int, renameat, (int d, const char *a, int e, const char *b), (d, a, e, b))
HOOK("link", int, link, (const char *a, const char *b), (a, b))
HOOK("unlink", int, unlink, (const char *p), (p))

/* Reads and writes may also come out short. */
static size_t shorten(size_t n) { return n > 1 ? n / 2 : n; }

#define IO_FIRE(f) \
	do { if (fire(f, 1)) { if (!is_short) { errno = err; return -1; } n = shorten(n); } } while (0)
ssize_t read(int fd, void *b, size_t n)
{ REAL(ssize_t, "read", (int, void *, size_t)); IO_FIRE("read"); return real(fd, b, n); }
ssize_t pread(int fd, void *b, size_t n, off_t o)
{ REAL(ssize_t, "pread", (int, void *, size_t, off_t)); IO_FIRE("read"); return real(fd, b, n, o); }
ssize_t pread64(int fd, void *b, size_t n, off64_t o)
{ REAL(ssize_t, "pread64", (int, void *, size_t, off64_t)); IO_FIRE("read"); return real(fd, b, n, o); }
ssize_t write(int fd, const void *b, size_t n)
{ REAL(ssize_t, "write", (int, const void *, size_t)); IO_FIRE("write"); return real(fd, b, n); }
ssize_t pwrite(int fd, const void *b, size_t n, off_t o)
{ REAL(ssize_t, "pwrite", (int, const void *, size_t, off_t)); IO_FIRE("write"); return real(fd, b, n, o); }
ssize_t pwrite64(int fd, const void *b, size_t n, off64_t o)
{ REAL(ssize_t, "pwrite64", (int, const void *, size_t, off64_t)); IO_FIRE("write"); return real(fd, b, n, o); }

/* glibc's own entry points: dlsym may allocate, so no lookup here. */
extern void *__libc_malloc(size_t), *__libc_calloc(size_t, size_t), *__libc_realloc(void *, size_t);
void *malloc(size_t n) { return fire("malloc", 0) ? (errno = ENOMEM, (void *)0) : __libc_malloc(n); }
void *calloc(size_t a, size_t b) { return fire("malloc", 0) ? (errno = ENOMEM, (void *)0) : __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { return fire("malloc", 0) ? (errno = ENOMEM, (void *)0) : __libc_realloc(p, n); }
