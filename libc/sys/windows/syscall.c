/* The Windows side of the syscall door: every system call site of libc
 * lands here under Windows (entry.S: __win_systramp), with the Linux
 * number and arguments, and gets what the Linux call would return:
 * a result, or -errno. What is not served returns -ENOSYS. */
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

long __win_syscall(long a, long b, long c, long d, long e, long f, long n)
{
	switch (n) {
	case SYS_read: return __win_read(a, b, c);
	case SYS_write: return __win_write(a, b, c);
	case SYS_pread64: return __win_pread(a, b, c, d);
	case SYS_pwrite64: return __win_pwrite(a, b, c, d);
	case SYS_readv: return __win_readv(a, b, c);
	case SYS_writev: return __win_writev(a, b, c);
	case SYS_open: return __win_openat(AT_FDCWD, a, b, c);
	case SYS_openat: return __win_openat(a, b, c, d);
	case SYS_close: return __win_close(a);
	case SYS_lseek: return __win_lseek(a, b, c);
	case SYS_fstat: return __win_fstat(a, b);
	case SYS_stat: return __win_fstatat(AT_FDCWD, a, b, 0);
	case SYS_lstat: return __win_fstatat(AT_FDCWD, a, b, AT_SYMLINK_NOFOLLOW);
	case SYS_newfstatat: return __win_fstatat(a, b, c, d);
	case SYS_fcntl: return __win_fcntl(a, b, c);
	case SYS_dup: return __win_fcntl(a, F_DUPFD, 0);
	case SYS_dup2: return a == b ? (__win_handle(a) ? b : -EBADF) : __win_dup3(a, b, 0);
	case SYS_dup3: return a == b ? -EINVAL : __win_dup3(a, b, c);
	case SYS_ioctl: return __win_ioctl(a, b, c);
	case SYS_mmap: return __win_mmap(a, b, c, d, e, f);
	case SYS_munmap: return __win_munmap(a, b);
	case SYS_mremap: return __win_mremap(a, b, c, d);
	case SYS_mprotect: return __win_mprotect(a, b, c);
	case SYS_clock_gettime: return __win_clock_gettime(a, b);
	case SYS_clock_getres: return __win_clock_getres(a, b);
	case SYS_gettimeofday: return __win_gettimeofday(a, b);
	case SYS_nanosleep: return __win_nanosleep(a, b);
	case SYS_clock_nanosleep:
		if (b) return -ENOSYS;  /* ENOSYS: absolute sleeps are not done under Windows */
		return a == CLOCK_REALTIME || a == CLOCK_MONOTONIC ? __win_nanosleep(c, d) : -EINVAL;
	case SYS_getrandom:
		return WIN(SystemFunction036)((void *)a, b) ? b : -EIO;
	case SYS_getpid: return WIN(GetCurrentProcessId)();
	case SYS_sched_yield: WIN(Sleep)(0); return 0;
	case SYS_prlimit64: return __win_prlimit64(a, b, c, d);
	case SYS_gettid: return WIN(GetCurrentThreadId)();
	case SYS_set_tid_address: return __win_set_tid_address(a);
	case SYS_futex: return __win_futex(a, b, c, d, e, f);
	case SYS_arch_prctl: return arch_prctl(a, b);
	case SYS_getdents64: return __win_getdents64(a, b, c);
	case SYS_getcwd: return __win_getcwd(a, b);
	case SYS_chdir: return __win_chdir(a);
	case SYS_fchdir: return __win_fchdir(a);
	case SYS_unlink: return __win_unlinkat(AT_FDCWD, a, 0);
	case SYS_rmdir: return __win_unlinkat(AT_FDCWD, a, AT_REMOVEDIR);
	case SYS_unlinkat: return __win_unlinkat(a, b, c);
	case SYS_mkdir: return __win_mkdirat(AT_FDCWD, a, b);
	case SYS_mkdirat: return __win_mkdirat(a, b, c);
	case SYS_rename: return __win_renameat(AT_FDCWD, a, AT_FDCWD, b, 0);
	case SYS_renameat: return __win_renameat(a, b, c, d, 0);
	case SYS_renameat2: return __win_renameat(a, b, c, d, e);
	case SYS_readlink: return __win_readlinkat(AT_FDCWD, a, b, c);
	case SYS_readlinkat: return __win_readlinkat(a, b, c, d);
	case SYS_access: return __win_faccessat(AT_FDCWD, a, b, 0);
	case SYS_faccessat: return __win_faccessat(a, b, c, 0);
	case SYS_faccessat2: return __win_faccessat(a, b, c, d);
	case SYS_chmod: return __win_fchmodat(AT_FDCWD, a, b, 0);
	case SYS_fchmodat: return __win_fchmodat(a, b, c, 0);
	case SYS_fchmod: return __win_fchmod(a, b);
	case SYS_chown: return __win_fchownat(AT_FDCWD, a, b, c, 0);
	case SYS_lchown: return __win_fchownat(AT_FDCWD, a, b, c, AT_SYMLINK_NOFOLLOW);
	case SYS_fchownat: return __win_fchownat(a, b, c, d, e);
	case SYS_fchown: return __win_fchownat(a, (long)"", b, c, AT_EMPTY_PATH);
	case SYS_utimensat: return __win_utimensat(a, b, c, d);
	case SYS_ftruncate: return __win_ftruncate(a, b);
	case SYS_truncate: return __win_truncate(a, b);
	case SYS_fsync:
	case SYS_fdatasync: return __win_fsync(a);
	case SYS_ppoll: return __win_ppoll(a, b, c, d, e);
	case SYS_pselect6: return __win_pselect6(a, b, c, d, e, f);
	case SYS_pipe: return __win_pipe2(a, 0);
	case SYS_pipe2: return __win_pipe2(a, b);
	case SYS_umask: {
		long old = __win_umask;
		__win_umask = a & 0777;
		return old;
	}
	case SYS_socket: return __win_socket(a, b, c);
	case SYS_socketpair: return __win_socketpair(a, b, c, d);
	case SYS_bind: return __win_bind(a, b, c);
	case SYS_connect: return __win_connect(a, b, c);
	case SYS_listen: return __win_listen(a, b);
	case SYS_accept: return __win_accept4(a, b, c, 0);
	case SYS_accept4: return __win_accept4(a, b, c, d);
	case SYS_sendto: return __win_sendto(a, b, c, d, e, f);
	case SYS_recvfrom: return __win_recvfrom(a, b, c, d, e, f);
	case SYS_sendmsg: return __win_sendmsg(a, b, c);
	case SYS_recvmsg: return __win_recvmsg(a, b, c);
	case SYS_shutdown: return __win_shutdown(a, b);
	case SYS_getsockname: return __win_getsockname(a, b, c);
	case SYS_getpeername: return __win_getpeername(a, b, c);
	case SYS_setsockopt: return __win_setsockopt(a, b, c, d, e);
	case SYS_getsockopt: return __win_getsockopt(a, b, c, d, e);
	case SYS_uname: return __win_uname(a);
	case SYS_getuid: case SYS_geteuid: case SYS_getgid: case SYS_getegid: return WIN_UID;
	case SYS_getresuid: case SYS_getresgid:
		*(unsigned *)a = *(unsigned *)b = *(unsigned *)c = WIN_UID;
		return 0;
	case SYS_getgroups: return a < 0 ? -EINVAL : 0;
	case SYS_rt_sigaction: return __win_rt_sigaction(a, b, c, d);
	case SYS_rt_sigprocmask: return __win_rt_sigprocmask(a, b, c, d);
	case SYS_rt_sigpending: return __win_rt_sigpending(a, b);
	case SYS_kill:
		if (a == 0) return __win_kill_group(b);
		if (a != (long)WIN(GetCurrentProcessId)()) return -ESRCH;
		return __win_signal_self(b, SI_USER);   /* ESRCH: other processes get no signals yet */
	case SYS_tkill:   /* ESRCH: signals to another thread are not sent under Windows */
		return a == (long)WIN(GetCurrentThreadId)() ? __win_raise(b) : -ESRCH;
	case SYS_tgkill:
		if (a != (long)WIN(GetCurrentProcessId)() || b != (long)WIN(GetCurrentThreadId)()) return -ESRCH;
		return __win_raise(c);
	case SYS_clone: return __win_clone(a, b, c, d, e);
	case SYS_fork:
	case SYS_vfork: return -ENOSYS;  /* ENOSYS: Windows cannot copy a process (docs/windows.md) */
	case SYS_execve: return __win_execve(a, b, c);
	case SYS_wait4: return __win_wait4(a, b, c, d);
	case SYS_exit_group:
		__win_exit_child(a);   /* returns only outside a spawn's child */
		exit_process(a);
	case SYS_exit:
		__win_exit_child(a);
		__win_thread_exit(a);
	}
	return -ENOSYS;  /* ENOSYS: not served by the Windows backend yet (docs/windows.md) */
}
