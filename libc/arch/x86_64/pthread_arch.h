/* x86_64 TLS is variant II: the TLS block sits below the thread pointer,
 * the thread descriptor at it; %fs:0 holds the descriptor's own address
 * and %fs:0x28 the stack-protector canary.
 *
 * Windows owns %gs (its TEB) and leaves %fs unusable. Each load of the
 * thread pointer is listed in the section polyport_tp; under Windows the
 * start-up code rewrites it into the same-length load from a TLS slot of
 * the TEB, %gs:(0x1480 + 8 * slot), which holds the same pointer
 * (libc/sys/windows/main.c). Linux runs the instruction as it is. */
static __inline uintptr_t __get_tp(void)
{
	uintptr_t tp;
	__asm__ (".Ltp%=: mov %%fs:0,%0\n"
		 ".pushsection polyport_tp,\"ao\",@progbits,.Ltp%=\n"
		 ".balign 4\n.long .Ltp%= - .\n.popsection" : "=r" (tp));
	return tp;
}

#define TP_IS_DESCRIPTOR 1
#define ARCH_SET_FS 0x1002
#define __set_thread_area(tp) __syscall(SYS_arch_prctl, ARCH_SET_FS, (tp))
#define MC_PC gregs[REG_RIP]
/* Where a signal handler's ucontext keeps the interrupted PC
 * (uc_mcontext.gregs[REG_RIP]). */
#define UC_PC_OFFSET 168
