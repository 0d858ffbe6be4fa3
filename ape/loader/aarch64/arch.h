/* The loader's aarch64 half: system call numbers (the generic table) and
 * the call itself. The entry and the jump are in start.S beside this. */
#ifndef APE_LOADER_ARCH_H
#define APE_LOADER_ARCH_H

#define ARCH_NAME "aarch64"
#define ARCH_MACHINE 183

#define SYS_unlinkat 35
#define SYS_renameat 38
#define SYS_fchmod 52
#define SYS_openat 56
#define SYS_close 57
#define SYS_lseek 62
#define SYS_write 64
#define SYS_pread64 67
#define SYS_fstat 80
#define SYS_exit_group 94
#define SYS_geteuid 175
#define SYS_munmap 215
#define SYS_mmap 222
#define SYS_mprotect 226

/* open flags whose values differ between arches */
#define ARCH_O_DIRECTORY 040000
#define ARCH_O_NOFOLLOW 0100000

/* the kernel's struct stat for fstat (include/uapi/asm-generic/stat.h) */
struct arch_stat {
	unsigned long st_dev, st_ino;
	unsigned int st_mode, st_nlink, st_uid, st_gid;
	unsigned long st_rdev, pad1;
	long st_size;
	int st_blksize, pad2;
	long st_blocks;
	unsigned long times[6];
	unsigned int unused[2];
};

static inline long arch_syscall(long n, long a, long b, long c, long d, long e, long f)
{
	register long x8 __asm__("x8") = n;
	register long x0 __asm__("x0") = a;
	register long x1 __asm__("x1") = b;
	register long x2 __asm__("x2") = c;
	register long x3 __asm__("x3") = d;
	register long x4 __asm__("x4") = e;
	register long x5 __asm__("x5") = f;
	__asm__ volatile("svc 0"
			 : "+r"(x0)
			 : "r"(x8), "r"(x1), "r"(x2), "r"(x3), "r"(x4), "r"(x5)
			 : "memory");
	return x0;
}

#endif
