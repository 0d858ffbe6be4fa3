/* aarch64 TLS is variant I: the thread pointer (tpidr_el0) points just past
 * the thread descriptor, a 16-byte TCB gap, then the TLS block above it. */
static __inline uintptr_t __get_tp(void)
{
	uintptr_t tp;
	__asm__ ("mrs %0,tpidr_el0" : "=r"(tp));
	return tp;
}

#define TLS_ABOVE_TP
#define GAP_ABOVE_TP 16
static __inline long __set_thread_area_inline(uintptr_t tp)
{
	__asm__ __volatile__ ("msr tpidr_el0,%0" : : "r"(tp) : "memory");
	return 0;
}
#define __set_thread_area(tp) __set_thread_area_inline((uintptr_t)(tp))
#define MC_PC pc
/* Where a signal handler's ucontext keeps the interrupted PC
 * (uc_mcontext.pc, after a 128-byte sigset and 16-byte alignment). */
#define UC_PC_OFFSET 440
