/* aarch64 signal frame pieces (arch/arm64/include/uapi/asm/sigcontext.h).
 * The kernel's ucontext puts a 1024-bit sigset before the 16-byte aligned
 * mcontext, so libc's 128-byte sigset_t fills that slot exactly. */
#define MINSIGSTKSZ 5120
#define SIGSTKSZ 16384

typedef unsigned long greg_t, gregset_t[34];

typedef struct {
	__uint128_t vregs[32];
	unsigned int fpsr;
	unsigned int fpcr;
} fpregset_t;

typedef struct {
	unsigned long fault_address;
	unsigned long regs[31];
	unsigned long sp, pc, pstate;
	long double __reserved[256];
} mcontext_t;

typedef struct __ucontext {
	unsigned long uc_flags;
	struct __ucontext *uc_link;
	stack_t uc_stack;
	sigset_t uc_sigmask;
	mcontext_t uc_mcontext;
} ucontext_t;
