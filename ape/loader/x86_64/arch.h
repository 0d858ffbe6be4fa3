/* The loader's x86_64 half: system call numbers and the call itself.
 * The entry and the jump to the program are in start.S beside this. */
#ifndef APE_LOADER_ARCH_H
#define APE_LOADER_ARCH_H

#define ARCH_NAME "x86_64"
#define ARCH_MACHINE 62

#define SYS_write 1
#define SYS_close 3
#define SYS_lseek 8
#define SYS_mmap 9
#define SYS_mprotect 10
#define SYS_munmap 11
#define SYS_pread64 17
#define SYS_exit_group 231
#define SYS_openat 257

static inline long arch_syscall(long n, long a, long b, long c, long d, long e, long f)
{
	register long r10 __asm__("r10") = d;
	register long r8 __asm__("r8") = e;
	register long r9 __asm__("r9") = f;
	long ret;
	__asm__ volatile("syscall"
			 : "=a"(ret)
			 : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8), "r"(r9)
			 : "rcx", "r11", "memory");
	return ret;
}

#endif
