/* The loader's x86_64 half: system call numbers and the call itself.
 * The entry and the jump to the program are in start.S beside this. */
#ifndef APE_LOADER_ARCH_H
#define APE_LOADER_ARCH_H

#define ARCH_NAME "x86_64"
#define ARCH_MACHINE 62

#define SYS_write 1
#define SYS_close 3
#define SYS_fstat 5
#define SYS_fchmod 91
#define SYS_lseek 8
#define SYS_mmap 9
#define SYS_mprotect 10
#define SYS_munmap 11
#define SYS_pread64 17
#define SYS_geteuid 107
#define SYS_exit_group 231
#define SYS_openat 257
#define SYS_unlinkat 263
#define SYS_renameat 264

/* open flags whose values differ between arches */
#define ARCH_O_DIRECTORY 0200000
#define ARCH_O_NOFOLLOW 0400000

/* the kernel's struct stat for fstat (arch/x86/include/uapi/asm/stat.h) */
struct arch_stat {
	unsigned long st_dev, st_ino, st_nlink;
	unsigned int st_mode, st_uid, st_gid, pad0;
	unsigned long st_rdev;
	long st_size, st_blksize, st_blocks;
	unsigned long times[6];
	long unused[3];
};

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
