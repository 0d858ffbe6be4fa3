/* x86_64 signal frame pieces (arch/x86/include/uapi/asm/sigcontext.h,
 * ucontext.h). gregs[] indices follow glibc's REG_* names. */
#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
enum {
	REG_R8 = 0, REG_R9, REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15,
	REG_RDI, REG_RSI, REG_RBP, REG_RBX, REG_RDX, REG_RAX, REG_RCX, REG_RSP,
	REG_RIP, REG_EFL, REG_CSGSFS, REG_ERR, REG_TRAPNO, REG_OLDMASK, REG_CR2
};
#define REG_R8 REG_R8
#define REG_RIP REG_RIP
#define REG_RSP REG_RSP
#define REG_RBP REG_RBP
#define REG_ERR REG_ERR
#define REG_TRAPNO REG_TRAPNO
#define REG_CR2 REG_CR2
#define NGREG 23
#endif

typedef long long greg_t, gregset_t[23];

typedef struct _libc_fpstate {
	unsigned short cwd, swd, ftw, fop;
	unsigned long long rip, rdp;
	unsigned mxcsr, mxcr_mask;
	struct { unsigned short significand[4], exponent, padding[3]; } _st[8];
	struct { unsigned element[4]; } _xmm[16];
	unsigned padding[24];
} *fpregset_t;

typedef struct {
	gregset_t gregs;
	fpregset_t fpregs;
	unsigned long long __reserved1[8];
} mcontext_t;

typedef struct __ucontext {
	unsigned long uc_flags;
	struct __ucontext *uc_link;
	stack_t uc_stack;
	mcontext_t uc_mcontext;
	sigset_t uc_sigmask;
	unsigned long __fpregs_mem[64];
	unsigned long long __ssp[4];
} ucontext_t;
