/* The Windows side of the syscall door: every system call site of libc
 * lands here under Windows (entry.S: __win_systramp), with the Linux
 * number and arguments, and gets what the Linux call would return:
 * a result, or -errno. What is not served returns -ENOSYS.
 *
 * Each number served has its own handler, __win_sc_<number>, and a
 * program links only the handlers its code can reach: every site names
 * the handler of its number in an entry of polyport_scn (syscall_arch.h),
 * and nothing else refers to a handler, so --gc-sections keeps exactly
 * those named (docs/windows.md, "Size"). __win_sc_fill enters them in the
 * table at start-up. The numbers no handler serves get one that answers
 * -ENOSYS, and syscall()'s variable number names __win_sc_all, the list
 * of every handler, from libc/tools/win-sc.sh's object (generated from
 * this file's own symbols, so the list cannot miss one). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <time.h>
#include <bits/syscall.h>
#include "win.h"

#define ARCH_SET_FS 0x1002
#define ARCH_GET_FS 0x1003

static long arch_prctl(long code, long arg)
{
	switch (code) {
	case ARCH_SET_FS:   /* the thread pointer: read back by the rewritten loads */
		if (!__win_main_tp) __win_main_tp = (void *)arg;   /* for console events (ids.c) */
		return WIN(TlsSetValue)(__win_tls_slot, (void *)arg) ? 0 : __win_errno();
	case ARCH_GET_FS:
		*(unsigned long *)arg = (unsigned long)WIN(TlsGetValue)(__win_tls_slot);
		return 0;
	}
	return -EINVAL;
}

static _Noreturn void exit_process(long code)
{
	WIN(ExitProcess)(code & 255);
	for (;;);
}

/* WIN_SC(SYS_x) defines the handler of x; the argument names are those
 * of the Linux call's registers, in order. */
#define WIN_SC(nr) WIN_SC_(nr)
#define WIN_SC_(nr) hidden long __win_sc_##nr(long a, long b, long c, long d, long e, long f)

WIN_SC(SYS_read) { return __win_read(a, b, c); }
WIN_SC(SYS_write) { return __win_write(a, b, c); }
WIN_SC(SYS_pread64) { return __win_pread(a, b, c, d); }
WIN_SC(SYS_pwrite64) { return __win_pwrite(a, b, c, d); }
WIN_SC(SYS_readv) { return __win_readv(a, b, c); }
WIN_SC(SYS_writev) { return __win_writev(a, b, c); }
WIN_SC(SYS_open) { return __win_openat(AT_FDCWD, a, b, c); }
WIN_SC(SYS_openat) { return __win_openat(a, b, c, d); }
WIN_SC(SYS_close) { return __win_close(a); }
WIN_SC(SYS_lseek) { return __win_lseek(a, b, c); }
WIN_SC(SYS_fstat) { return __win_fstat(a, b); }
WIN_SC(SYS_stat) { return __win_fstatat(AT_FDCWD, a, b, 0); }
WIN_SC(SYS_lstat) { return __win_fstatat(AT_FDCWD, a, b, AT_SYMLINK_NOFOLLOW); }
WIN_SC(SYS_newfstatat) { return __win_fstatat(a, b, c, d); }
WIN_SC(SYS_fcntl) { return __win_fcntl(a, b, c); }
WIN_SC(SYS_dup) { return __win_fcntl(a, F_DUPFD, 0); }
WIN_SC(SYS_dup2) { return a == b ? (__win_handle(a) ? b : -EBADF) : __win_dup3(a, b, 0); }
WIN_SC(SYS_dup3) { return a == b ? -EINVAL : __win_dup3(a, b, c); }
WIN_SC(SYS_ioctl) { return __win_ioctl(a, b, c); }
WIN_SC(SYS_mmap) { return __win_mmap(a, b, c, d, e, f); }
WIN_SC(SYS_munmap) { return __win_munmap(a, b); }
WIN_SC(SYS_mremap) { return __win_mremap(a, b, c, d); }
WIN_SC(SYS_mprotect) { return __win_mprotect(a, b, c); }
WIN_SC(SYS_clock_gettime) { return __win_clock_gettime(a, b); }
WIN_SC(SYS_clock_getres) { return __win_clock_getres(a, b); }
WIN_SC(SYS_gettimeofday) { return __win_gettimeofday(a, b); }
WIN_SC(SYS_nanosleep) { return __win_nanosleep(a, b); }
WIN_SC(SYS_clock_nanosleep)
{
	if (b) return -ENOSYS;  /* ENOSYS: absolute sleeps are not done under Windows */
	return a == CLOCK_REALTIME || a == CLOCK_MONOTONIC ? __win_nanosleep(c, d) : -EINVAL;
}
WIN_SC(SYS_getrandom) { return WIN(SystemFunction036)((void *)a, b) ? b : -EIO; }
WIN_SC(SYS_getpid) { return WIN(GetCurrentProcessId)(); }
WIN_SC(SYS_sched_yield) { WIN(Sleep)(0); return 0; }
WIN_SC(SYS_prlimit64) { return __win_prlimit64(a, b, c, d); }
WIN_SC(SYS_gettid) { return WIN(GetCurrentThreadId)(); }
WIN_SC(SYS_set_tid_address) { return __win_set_tid_address(a); }
WIN_SC(SYS_futex) { return __win_futex(a, b, c, d, e, f); }
WIN_SC(SYS_arch_prctl) { return arch_prctl(a, b); }
WIN_SC(SYS_getdents64) { return __win_getdents64(a, b, c); }
WIN_SC(SYS_getcwd) { return __win_getcwd(a, b); }
WIN_SC(SYS_chdir) { return __win_chdir(a); }
WIN_SC(SYS_fchdir) { return __win_fchdir(a); }
WIN_SC(SYS_unlink) { return __win_unlinkat(AT_FDCWD, a, 0); }
WIN_SC(SYS_rmdir) { return __win_unlinkat(AT_FDCWD, a, AT_REMOVEDIR); }
WIN_SC(SYS_unlinkat) { return __win_unlinkat(a, b, c); }
WIN_SC(SYS_mkdir) { return __win_mkdirat(AT_FDCWD, a, b); }
WIN_SC(SYS_mkdirat) { return __win_mkdirat(a, b, c); }
WIN_SC(SYS_rename) { return __win_renameat(AT_FDCWD, a, AT_FDCWD, b, 0); }
WIN_SC(SYS_renameat) { return __win_renameat(a, b, c, d, 0); }
WIN_SC(SYS_renameat2) { return __win_renameat(a, b, c, d, e); }
WIN_SC(SYS_readlink) { return __win_readlinkat(AT_FDCWD, a, b, c); }
WIN_SC(SYS_readlinkat) { return __win_readlinkat(a, b, c, d); }
WIN_SC(SYS_access) { return __win_faccessat(AT_FDCWD, a, b, 0); }
WIN_SC(SYS_faccessat) { return __win_faccessat(a, b, c, 0); }
WIN_SC(SYS_faccessat2) { return __win_faccessat(a, b, c, d); }
WIN_SC(SYS_chmod) { return __win_fchmodat(AT_FDCWD, a, b, 0); }
WIN_SC(SYS_fchmodat) { return __win_fchmodat(a, b, c, 0); }
WIN_SC(SYS_fchmod) { return __win_fchmod(a, b); }
WIN_SC(SYS_chown) { return __win_fchownat(AT_FDCWD, a, b, c, 0); }
WIN_SC(SYS_lchown) { return __win_fchownat(AT_FDCWD, a, b, c, AT_SYMLINK_NOFOLLOW); }
WIN_SC(SYS_fchownat) { return __win_fchownat(a, b, c, d, e); }
WIN_SC(SYS_fchown) { return __win_fchownat(a, (long)"", b, c, AT_EMPTY_PATH); }
WIN_SC(SYS_utimensat) { return __win_utimensat(a, b, c, d); }
WIN_SC(SYS_ftruncate) { return __win_ftruncate(a, b); }
WIN_SC(SYS_truncate) { return __win_truncate(a, b); }
WIN_SC(SYS_fsync) { return __win_fsync(a); }
WIN_SC(SYS_fdatasync) { return __win_fsync(a); }
WIN_SC(SYS_ppoll) { return __win_ppoll(a, b, c, d, e); }
WIN_SC(SYS_pselect6) { return __win_pselect6(a, b, c, d, e, f); }
WIN_SC(SYS_pipe) { return __win_pipe2(a, 0); }
WIN_SC(SYS_pipe2) { return __win_pipe2(a, b); }
WIN_SC(SYS_umask)
{
	long old = __win_umask;
	__win_umask = a & 0777;
	return old;
}
WIN_SC(SYS_socket) { return __win_socket(a, b, c); }
WIN_SC(SYS_socketpair) { return __win_socketpair(a, b, c, d); }
WIN_SC(SYS_bind) { return __win_bind(a, b, c); }
WIN_SC(SYS_connect) { return __win_connect(a, b, c); }
WIN_SC(SYS_listen) { return __win_listen(a, b); }
WIN_SC(SYS_accept) { return __win_accept4(a, b, c, 0); }
WIN_SC(SYS_accept4) { return __win_accept4(a, b, c, d); }
WIN_SC(SYS_sendto) { return __win_sendto(a, b, c, d, e, f); }
WIN_SC(SYS_recvfrom) { return __win_recvfrom(a, b, c, d, e, f); }
WIN_SC(SYS_sendmsg) { return __win_sendmsg(a, b, c); }
WIN_SC(SYS_recvmsg) { return __win_recvmsg(a, b, c); }
WIN_SC(SYS_shutdown) { return __win_shutdown(a, b); }
WIN_SC(SYS_getsockname) { return __win_getsockname(a, b, c); }
WIN_SC(SYS_getpeername) { return __win_getpeername(a, b, c); }
WIN_SC(SYS_setsockopt) { return __win_setsockopt(a, b, c, d, e); }
WIN_SC(SYS_getsockopt) { return __win_getsockopt(a, b, c, d, e); }
WIN_SC(SYS_uname) { return __win_uname(a); }
WIN_SC(SYS_getuid) { return WIN_UID; }
WIN_SC(SYS_geteuid) { return WIN_UID; }
WIN_SC(SYS_getgid) { return WIN_UID; }
WIN_SC(SYS_getegid) { return WIN_UID; }
WIN_SC(SYS_getresuid)
{
	*(unsigned *)a = *(unsigned *)b = *(unsigned *)c = WIN_UID;
	return 0;
}
WIN_SC(SYS_getresgid)
{
	*(unsigned *)a = *(unsigned *)b = *(unsigned *)c = WIN_UID;
	return 0;
}
WIN_SC(SYS_getgroups) { return a < 0 ? -EINVAL : 0; }
WIN_SC(SYS_rt_sigaction) { return __win_rt_sigaction(a, b, c, d); }
WIN_SC(SYS_rt_sigprocmask) { return __win_rt_sigprocmask(a, b, c, d); }
WIN_SC(SYS_rt_sigpending) { return __win_rt_sigpending(a, b); }
WIN_SC(SYS_kill)
{
	if (a == 0) return __win_kill_group(b);
	if (a != (long)WIN(GetCurrentProcessId)()) return -ESRCH;
	return __win_signal_self(b, SI_USER);   /* ESRCH: other processes get no signals yet */
}
WIN_SC(SYS_tkill)
{
	/* ESRCH: signals to another thread are not sent under Windows */
	return a == (long)WIN(GetCurrentThreadId)() ? __win_raise(b) : -ESRCH;
}
WIN_SC(SYS_tgkill)
{
	if (a != (long)WIN(GetCurrentProcessId)() || b != (long)WIN(GetCurrentThreadId)()) return -ESRCH;
	return __win_raise(c);
}
WIN_SC(SYS_clone) { return __win_clone(a, b, c, d, e); }
WIN_SC(SYS_fork)
{
	return -ENOSYS;  /* ENOSYS: Windows cannot copy a process (docs/windows.md) */
}
WIN_SC(SYS_vfork)
{
	return -ENOSYS;  /* ENOSYS: Windows cannot copy a process (docs/windows.md) */
}
WIN_SC(SYS_execve) { return __win_execve(a, b, c); }
WIN_SC(SYS_wait4) { return __win_wait4(a, b, c, d); }
WIN_SC(SYS_exit_group)
{
	__win_exit_child(a);   /* returns only outside a spawn's child */
	exit_process(a);
}
WIN_SC(SYS_exit)
{
	__win_exit_child(a);
	__win_thread_exit(a);
}

/* Large enough for every x86_64 number (win-sc.sh checks). */
#define WIN_NSYS 512
static long (*table[WIN_NSYS])(long, long, long, long, long, long);

/* The entries of polyport_scn: a number and its handler (-1: a list of
 * such pairs ended by -1, __win_sc_all), by offsets from the field. */
extern const int __start_polyport_scn[] hidden __attribute__((weak));
extern const int __stop_polyport_scn[] hidden __attribute__((weak));

static void enter(const int *e)
{
	table[e[0]] = (void *)((const char *)(e + 1) + e[1]);
}

void __win_sc_fill(void)
{
	for (const int *e = __start_polyport_scn; e < __stop_polyport_scn; e += 2) {
		if (e[0] >= 0) {
			enter(e);
			continue;
		}
		const int *l = (const int *)((const char *)(e + 1) + e[1]);
		for (; l[0] >= 0; l += 2) enter(l);
	}
}

long __win_syscall(long a, long b, long c, long d, long e, long f, long n)
{
	if ((unsigned long)n < WIN_NSYS && table[n]) return table[n](a, b, c, d, e, f);
	return -ENOSYS;  /* ENOSYS: not served by the Windows backend yet (docs/windows.md) */
}
