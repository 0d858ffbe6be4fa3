/* The Windows side of the syscall door: every system call site of libc
 * lands here under Windows (entry.S: __win_systramp), with the Linux
 * number and arguments, and gets what the Linux call would return:
 * a result, or -errno. What is not served returns -ENOSYS. */
#include <errno.h>
#include <fcntl.h>
#include <time.h>
#include <bits/syscall.h>
#include "win.h"

#define ARCH_SET_FS 0x1002
#define ARCH_GET_FS 0x1003

static long arch_prctl(long code, long arg)
{
	switch (code) {
	case ARCH_SET_FS:   /* the thread pointer: read back by the rewritten loads */
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
	case SYS_gettid:
	case SYS_set_tid_address: return WIN(GetCurrentThreadId)();
	case SYS_arch_prctl: return arch_prctl(a, b);
	case SYS_exit_group: exit_process(a);
	case SYS_exit:
		WIN(ExitThread)(a & 255);
		for (;;);
	}
	(void)e, (void)f;
	return -ENOSYS;  /* ENOSYS: not served by the Windows backend yet (docs/windows.md) */
}
