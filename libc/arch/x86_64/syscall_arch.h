/* x86_64 Linux syscall convention: number in rax, args in rdi rsi rdx r10
 * r8 r9; the instruction clobbers rcx and r11.
 *
 * Every site is "syscall" and a 3-byte no-op, listed in the section
 * polyport_sc. Under Windows the start-up code (libc/sys/windows/main.c)
 * rewrites each into a 5-byte call to the Windows backend, which keeps
 * the same registers; on Linux the no-op runs and nothing else changes.
 * The call pushes a return address: libc is built with -mno-red-zone so
 * nothing lives below %rsp there. SHF_LINK_ORDER ("o") ties each entry to
 * its function.
 *
 * Each site also names the Windows handler of its number, so that a
 * program links only the handlers its code can reach (docs/windows.md,
 * "Size"): an entry in polyport_scn holds the number and the address of
 * __win_sc_<number> (libc/sys/windows/syscall.c serves it, or
 * libc/tools/win-sc.sh's object answers -ENOSYS), which the Windows
 * start-up enters in its table. A site whose number is not a constant
 * (syscall()) names __win_sc_all, the list of every handler. On Linux the
 * entries are bytes nobody reads: the instruction stream is unchanged. */
#define __SYSCALL_INSN \
	".Lsc%=: syscall; nopl (%%rax)\n" \
	".pushsection polyport_sc,\"ao\",@progbits,.Lsc%=\n" \
	".balign 4\n.long .Lsc%= - .\n.popsection\n"
#define __SYSCALL_NEED_N \
	".pushsection polyport_scn,\"ao\",@progbits,.Lsc%=\n" \
	".balign 4\n.long %c[nr], __win_sc_%c[nr] - .\n.popsection"
#define __SYSCALL_NEED_ALL \
	".pushsection polyport_scn,\"ao\",@progbits,.Lsc%=\n" \
	".balign 4\n.long -1, __win_sc_all - .\n.popsection"
/* A file whose variable-number sites are reached only through callers
 * that name their numbers (__syscall_cp_c: pthread_impl.h's
 * __syscall_cpN) defines __SYSCALL_NUMBER_NAMED_BY_CALLER: its sites name
 * no handler. */
#ifdef __SYSCALL_NUMBER_NAMED_BY_CALLER
#undef __SYSCALL_NEED_ALL
#define __SYSCALL_NEED_ALL ""
#endif
/* PP_NO_WINDOWS_HANDLERS: a build of libc files linked with no Windows
 * backend (the fuzzers', mk/fuzz.mk) names no handler. */
#ifndef PP_NO_WINDOWS_HANDLERS
#define __SYSCALL_ASM(outs, ...) \
	(__builtin_constant_p(n) \
	 ? ({ __asm__ __volatile__ (__SYSCALL_INSN __SYSCALL_NEED_N : outs : [nr]"i"(n), __VA_ARGS__); 0; }) \
	 : ({ __asm__ __volatile__ (__SYSCALL_INSN __SYSCALL_NEED_ALL : outs : __VA_ARGS__); 0; }))

/* Names the handler of a constant number N for a call that reaches its
 * site elsewhere (pthread_impl.h's cancellation points): an entry of
 * polyport_scn without a site. */
static __inline void __syscall_need(long n)
{
	if (__builtin_constant_p(n))
		__asm__ __volatile__ (".Lsc%=:\n" __SYSCALL_NEED_N : : [nr]"i"(n));
	else
		__asm__ __volatile__ (".Lsc%=:\n" __SYSCALL_NEED_ALL : : );
}
#else
#define __SYSCALL_ASM(outs, ...) __asm__ __volatile__ (__SYSCALL_INSN : outs : __VA_ARGS__)
static __inline void __syscall_need(long n) { (void)n; }
#endif

static __inline long __syscall0(long n)
{
	unsigned long ret;
	__SYSCALL_ASM("=a"(ret), "a"(n) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall1(long n, long a1)
{
	unsigned long ret;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall2(long n, long a1, long a2)
{
	unsigned long ret;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1), "S"(a2) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall3(long n, long a1, long a2, long a3)
{
	unsigned long ret;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1), "S"(a2), "d"(a3) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall4(long n, long a1, long a2, long a3, long a4)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1), "S"(a2), "d"(a3), "r"(r10) : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall5(long n, long a1, long a2, long a3, long a4, long a5)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	register long r8 __asm__("r8") = a5;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1), "S"(a2), "d"(a3), "r"(r10), "r"(r8)
		      : "rcx", "r11", "memory");
	return ret;
}

static __inline long __syscall6(long n, long a1, long a2, long a3, long a4, long a5, long a6)
{
	unsigned long ret;
	register long r10 __asm__("r10") = a4;
	register long r8 __asm__("r8") = a5;
	register long r9 __asm__("r9") = a6;
	__SYSCALL_ASM("=a"(ret), "a"(n), "D"(a1), "S"(a2), "d"(a3), "r"(r10), "r"(r8), "r"(r9)
		      : "rcx", "r11", "memory");
	return ret;
}

#define VDSO_CGT_SYM "__vdso_clock_gettime"
#define VDSO_CGT_VER "LINUX_2.6"
#define VDSO_GTD_SYM "__vdso_gettimeofday"
#define VDSO_GTD_VER "LINUX_2.6"
