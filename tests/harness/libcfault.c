/* The fault door of the test-only libc (mk/tests.mk builds it, with
 * PP_FAULT_INJECT, into out/test/fault-<arch>/libc.a; never into the real
 * one). libc/src/internal/syscall.h sends every __syscall through
 * __pp_fault, which, driven by the environment like faultinject.so,
 *
 *   PP_FAULT=CALL:N:ERR   fails the Nth system call of family CALL with
 *                         ERR (an errno name), or with "short" makes a
 *                         read or write move at most half of what was
 *                         asked (a legal result)
 *   PP_FAULT_LOG=FILE     gets the line "CALL:N:ERR" when it fires
 *
 * Families: open (open, openat, creat), read (read, readv, pread64),
 * write (write, writev, pwrite64), close, stat (fstat, newfstatat, statx),
 * lseek, fsync (fsync, fdatasync), rename (rename, renameat, renameat2),
 * unlink (unlink, unlinkat), fchmod (fchmod, fchmodat), ftruncate,
 * link (link, linkat), mem (mmap, mremap, brk: malloc's ENOMEM).
 * Compiled as part of libc (hidden, no syscall of its own but the log). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include "syscall.h"

static const struct { const char *name; long nr; } kCalls[] = {
#ifdef SYS_open
	{ "open", SYS_open },
#endif
#ifdef SYS_creat
	{ "open", SYS_creat },
#endif
	{ "open", SYS_openat },
	{ "read", SYS_read }, { "read", SYS_readv }, { "read", SYS_pread64 },
	{ "write", SYS_write }, { "write", SYS_writev }, { "write", SYS_pwrite64 },
	{ "close", SYS_close },
#ifdef SYS_fstat
	{ "stat", SYS_fstat },
#endif
#ifdef SYS_newfstatat
	{ "stat", SYS_newfstatat },
#endif
#ifdef SYS_statx
	{ "stat", SYS_statx },
#endif
	{ "lseek", SYS_lseek }, { "fsync", SYS_fsync }, { "fsync", SYS_fdatasync },
#ifdef SYS_rename
	{ "rename", SYS_rename },
#endif
#ifdef SYS_renameat
	{ "rename", SYS_renameat },
#endif
	{ "rename", SYS_renameat2 },
#ifdef SYS_unlink
	{ "unlink", SYS_unlink },
#endif
	{ "unlink", SYS_unlinkat },
	{ "fchmod", SYS_fchmod }, { "fchmod", SYS_fchmodat },
	{ "ftruncate", SYS_ftruncate },
#ifdef SYS_link
	{ "link", SYS_link },
#endif
	{ "link", SYS_linkat },
	{ "mem", SYS_mmap }, { "mem", SYS_mremap }, { "mem", SYS_brk },
};

static const struct { const char *name; int value; } kErrors[] = {
	{ "ENOSPC", ENOSPC }, { "EIO", EIO }, { "EINTR", EINTR }, { "ENOMEM", ENOMEM },
	{ "EACCES", EACCES }, { "EMFILE", EMFILE }, { "EDQUOT", EDQUOT }, { "EFBIG", EFBIG },
	{ "EROFS", EROFS }, { "EXDEV", EXDEV },
};

static int state;              /* 0: not read yet; 1: armed; 2: off */
static char family[16];
static const char *spec;
static long nth, seen;
static int err, is_short;

static void setup(void)
{
	state = 2;
	if (!__environ || !(spec = getenv("PP_FAULT")))
		return;
	const char *c1 = strchr(spec, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : 0;
	if (!c2 || (size_t)(c1 - spec) >= sizeof family)
		return;
	memcpy(family, spec, (size_t)(c1 - spec));
	nth = strtol(c1 + 1, 0, 10);
	is_short = !strcmp(c2 + 1, "short");
	for (size_t i = 0; i < sizeof kErrors / sizeof *kErrors; i++)
		if (!strcmp(c2 + 1, kErrors[i].name))
			err = kErrors[i].value;
	if (nth > 0 && (err || is_short))
		state = 1;
}

static int in_family(long n)
{
	for (size_t i = 0; i < sizeof kCalls / sizeof *kCalls; i++)
		if (kCalls[i].nr == n && !strcmp(kCalls[i].name, family))
			return 1;
	return 0;
}

static void note(void)
{
	const char *log = getenv("PP_FAULT_LOG");
	if (!log)
		return;
	long fd = __syscall4(SYS_openat, AT_FDCWD, log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
	if (fd < 0)
		return;
	__syscall3(SYS_write, fd, spec, strlen(spec));
	__syscall3(SYS_write, fd, "\n", 1);
	__syscall1(SYS_close, fd);
}

/* A short transfer: half of the first non-empty buffer, done here. */
static long shorter(long n, long *a)
{
	if (n == SYS_readv || n == SYS_writev) {
		const struct iovec *iov = (const struct iovec *)a[1];
		for (long i = 0; i < a[2]; i++)
			if (iov[i].iov_len) {
				size_t len = iov[i].iov_len > 1 ? iov[i].iov_len / 2 : 1;
				return n == SYS_readv ? __syscall3(SYS_read, a[0], iov[i].iov_base, len)
						      : __syscall3(SYS_write, a[0], iov[i].iov_base, len);
			}
		return PP_FAULT_PASS;
	}
	if (n == SYS_read || n == SYS_write || n == SYS_pread64 || n == SYS_pwrite64)
		a[2] = a[2] > 1 ? a[2] / 2 : a[2];
	return PP_FAULT_PASS;
}

long __pp_fault(long n, long *a)
{
	if (!state)
		setup();
	if (state != 1 || !in_family(n))
		return PP_FAULT_PASS;
	int can_short = n == SYS_read || n == SYS_write || n == SYS_pread64 || n == SYS_pwrite64
		|| n == SYS_readv || n == SYS_writev;
	if (is_short && !can_short)
		return PP_FAULT_PASS;
	if (++seen != nth)
		return PP_FAULT_PASS;
	state = 2;
	note();
	return is_short ? shorter(n, a) : -err;
}
