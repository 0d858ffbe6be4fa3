/* x86_64 Linux syscall convention: number in rax, args in rdi rsi rdx r10
 * r8 r9; the instruction clobbers rcx and r11.
 *
 * Every site is "syscall" and a 3-byte no-op, listed in the section
 * polyport_sc. Under Windows the start-up code (libc/sys/windows/main.c)
 * rewrites each into a 5-byte call to the Windows backend, which keeps
 * the same registers; on Linux the no-op runs and nothing else changes.
 * The call pushes a return address: libc is built with -mno-red-zone so
 * nothing lives below %rsp there. SHF_LINK_ORDER ("o") ties each entry to
 * its function, so --gc-sections drops both together. */
#define __SYSCALL_INSN \
	".Lsc%=: syscall; nopl (%%rax)\n" \
	".pushsection polyport_sc,\"ao\",@progbits,.Lsc%=\n" \
	".balign 4\n.long .Lsc%= - .\n.popsection"
static __inline long __syscall0(long n)
{
	unsigned long ret;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall1(long n, long a1)
{
	unsigned long ret;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall2(long n, long a1, long a2)
{
	unsigned long ret;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1), "S"(a2)
						  : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall3(long n, long a1, long a2, long a3)
{
	unsigned long ret;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1), "S"(a2),
						  "d"(a3) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall4(long n, long a1, long a2, long a3, long a4)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1), "S"(a2),
						  "d"(a3), "r"(r10): "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall5(long n, long a1, long a2, long a3, long a4, long a5)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	register long r8 __asm__("r8") = a5;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1), "S"(a2),
						  "d"(a3), "r"(r10), "r"(r8) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall6(long n, long a1, long a2, long a3, long a4, long a5, long a6)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	register long r8 __asm__("r8") = a5;
	register long r9 __asm__("r9") = a6;
	__asm__ __volatile__ (__SYSCALL_INSN : "=a"(ret) : "a"(n), "D"(a1), "S"(a2),
						  "d"(a3), "r"(r10), "r"(r8), "r"(r9) : "rcx", "r11", "memory");
	return ret;
}

#define VDSO_CGT_SYM "__vdso_clock_gettime"
#define VDSO_CGT_VER "LINUX_2.6"
#define VDSO_GTD_SYM "__vdso_gettimeofday"
#define VDSO_GTD_VER "LINUX_2.6"
