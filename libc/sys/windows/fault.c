/* Processor exceptions as signals: a fault in the program's code is, as
 * on Linux, SIGSEGV, SIGBUS, SIGILL, SIGFPE or SIGTRAP.
 *
 * A vectored exception handler sees every exception of the process
 * before any frame-based handler; it takes those raised by the
 * program's own image (the faulting instruction is ours) or outside any
 * image (a jump through a bad pointer), and leaves Windows's DLLs theirs.
 * With a handler installed and the signal not blocked, the handler runs
 * on the faulting thread with a siginfo_t (si_addr, the Linux si_code)
 * and a ucontext_t made from the Windows CONTEXT, in the floating-point
 * state Linux gives a handler (x87 reset, MXCSR 0x1f80, so an enabled
 * trap does not trap again inside it). When it returns, the program goes
 * on from the context it leaves, general registers and mask included; it
 * may also siglongjmp out.
 *
 * Otherwise (SIG_DFL, or the signal ignored or blocked, which Linux
 * cannot honour for a fault either) the process ends at once with the
 * exception's code as its exit code, as Windows ends a program no one
 * catches, so a parent's waitpid reads the signal (process.c). It is not
 * left to Windows: under Wine the default path starts winedbg, and the
 * process then exits with the code or with 0 from run to run, which made
 * crashing tests pass now and then. One line on stderr names the
 * exception and where it happened (Wine's report said as much). */
#define _GNU_SOURCE
#include <signal.h>
#include <ucontext.h>
#include <string.h>
#include "win.h"

/* the parts of the Windows structures read here (winnt.h, x86_64) */
typedef struct {
	DWORD code, flags;
	void *next, *address;
	DWORD nparams;
	uintptr_t info[15];
} EXCEPTION_RECORD;
typedef struct {
	uint64_t home[6];
	DWORD flags, mxcsr;
	uint16_t cs, ds, es, fs, gs, ss;
	DWORD eflags;
	uint64_t dr[6];
	uint64_t rax, rcx, rdx, rbx, rsp, rbp, rsi, rdi;
	uint64_t r8, r9, r10, r11, r12, r13, r14, r15, rip;
	/* XMM_SAVE_AREA32: the fxsave image, Linux's struct _fpstate */
	struct { uint16_t cw, sw; unsigned char rest[508]; } __attribute__((aligned(16))) flt;
} CONTEXT;
typedef struct { EXCEPTION_RECORD *rec; CONTEXT *ctx; } EXCEPTION_POINTERS;
_Static_assert(__builtin_offsetof(CONTEXT, rip) == 0xf8, "CONTEXT layout");
_Static_assert(__builtin_offsetof(CONTEXT, flt) == 0x100, "CONTEXT layout");

#define EXCEPTION_CONTINUE_EXECUTION (-1)
#define EXCEPTION_CONTINUE_SEARCH 0
#define MEM_IMAGE 0x1000000

/* si_code of an SSE or x87 trap from the pending, enabled exceptions
 * (bits as in MXCSR and the x87 status word), in Linux's order */
static int fpe_code(unsigned pending)
{
	if (pending & 0x01) return FPE_FLTINV;
	if (pending & 0x04) return FPE_FLTDIV;
	if (pending & 0x08) return FPE_FLTOVF;
	if (pending & 0x12) return FPE_FLTUND;   /* underflow, denormal operand */
	if (pending & 0x20) return FPE_FLTRES;
	return 0;
}

/* The signal of an exception and its si_code; 0 for what is no fault
 * of the program's (guard pages, debug output, C++ exceptions). */
static int signal_of(const EXCEPTION_RECORD *r, const CONTEXT *c, int *code)
{
	switch (r->code) {
	case 0xc0000005: {   /* access violation: info[0] read, write or execute, info[1] the address */
		MEMORY_BASIC_INFORMATION m;
		*code = WIN(VirtualQuery)((void *)r->info[1], &m, sizeof m) && m.state == MEM_COMMIT
			? SEGV_ACCERR : SEGV_MAPERR;
		return SIGSEGV;
	}
	case 0xc00000fd: *code = SEGV_MAPERR; return SIGSEGV;   /* stack overflow */
	case 0xc0000006: *code = BUS_ADRERR; return SIGBUS;     /* in-page error: a mapped file failed */
	case 0x80000002: *code = BUS_ADRALN; return SIGBUS;     /* misalignment */
	case 0xc000001d: *code = ILL_ILLOPN; return SIGILL;     /* ud2: __builtin_trap */
	case 0xc0000096: *code = ILL_PRVOPC; return SIGILL;
	case 0x80000003: *code = SI_KERNEL; return SIGTRAP;     /* int3 */
	case 0x80000004: *code = TRAP_TRACE; return SIGTRAP;
	case 0xc0000094: *code = FPE_INTDIV; return SIGFPE;
	case 0xc0000095: *code = FPE_INTOVF; return SIGFPE;
	case 0xc000008e: *code = FPE_FLTDIV; return SIGFPE;
	case 0xc0000090: case 0xc0000092: *code = FPE_FLTINV; return SIGFPE;
	case 0xc0000091: *code = FPE_FLTOVF; return SIGFPE;
	case 0xc0000093: case 0xc000008d: *code = FPE_FLTUND; return SIGFPE;
	case 0xc000008f: *code = FPE_FLTRES; return SIGFPE;
	case 0xc00002b4: case 0xc00002b5:   /* SSE: the code is in MXCSR */
		*code = fpe_code(c->mxcsr & 0x3f & ~(c->mxcsr >> 7));
		return SIGFPE;
	}
	return 0;
}

static void say(const char *s, size_t n)
{
	DWORD w;
	WIN(WriteFile)(WIN(GetStdHandle)((DWORD)-12), s, n, &w, 0);
}

static char *put(char *o, const char *s)
{
	while (*s) *o++ = *s++;
	return o;
}

static char *hex(char *o, uintptr_t v)
{
	char t[16];
	int k = 0;
	do t[k++] = "0123456789abcdef"[v & 15]; while (v >>= 4);
	o = put(o, "0x");
	while (k) *o++ = t[--k];
	return o;
}

/* the program's ELF header: addresses below are the ELF's, as objdump
 * and addr2line read the program */
extern const char __ehdr_start[] hidden;

static _Noreturn void die(const EXCEPTION_RECORD *r, int sig)
{
	char m[160], *o = m;
	o = hex(put(o, "polyport: exception "), r->code);
	o = put(o, sig == SIGSEGV ? " (SIGSEGV)" : sig == SIGBUS ? " (SIGBUS)" : sig == SIGILL ? " (SIGILL)"
		: sig == SIGFPE ? " (SIGFPE)" : " (SIGTRAP)");
	o = hex(put(o, " at "), (uintptr_t)r->address - (uintptr_t)__ehdr_start);
	if (r->code == 0xc0000005) o = hex(put(o, ", address "), r->info[1]);
	*o++ = '\n';
	say(m, o - m);
	WIN(TerminateProcess)(WIN(GetCurrentProcess)(), r->code);
	for (;;);
}

static void context_to_uc(const CONTEXT *c, ucontext_t *uc)
{
	greg_t *g = uc->uc_mcontext.gregs;
	g[REG_R8] = c->r8, g[REG_R9] = c->r9, g[REG_R10] = c->r10, g[REG_R11] = c->r11;
	g[REG_R12] = c->r12, g[REG_R13] = c->r13, g[REG_R14] = c->r14, g[REG_R15] = c->r15;
	g[REG_RDI] = c->rdi, g[REG_RSI] = c->rsi, g[REG_RBP] = c->rbp, g[REG_RBX] = c->rbx;
	g[REG_RDX] = c->rdx, g[REG_RAX] = c->rax, g[REG_RCX] = c->rcx, g[REG_RSP] = c->rsp;
	g[REG_RIP] = c->rip, g[REG_EFL] = c->eflags;
	g[REG_CSGSFS] = c->cs | (uint64_t)c->gs << 16 | (uint64_t)c->fs << 32;
	uc->uc_mcontext.fpregs = (void *)&c->flt;   /* the same fxsave layout */
}

static void uc_to_context(const ucontext_t *uc, CONTEXT *c)
{
	const greg_t *g = uc->uc_mcontext.gregs;
	c->r8 = g[REG_R8], c->r9 = g[REG_R9], c->r10 = g[REG_R10], c->r11 = g[REG_R11];
	c->r12 = g[REG_R12], c->r13 = g[REG_R13], c->r14 = g[REG_R14], c->r15 = g[REG_R15];
	c->rdi = g[REG_RDI], c->rsi = g[REG_RSI], c->rbp = g[REG_RBP], c->rbx = g[REG_RBX];
	c->rdx = g[REG_RDX], c->rax = g[REG_RAX], c->rcx = g[REG_RCX], c->rsp = g[REG_RSP];
	c->rip = g[REG_RIP];
	/* the flags a program may change: arithmetic, direction, trap */
	c->eflags = (c->eflags & ~0xdd5u) | (g[REG_EFL] & 0xdd5u);
}

static void *image;   /* the allocation base of this image */

static int WINAPI on_exception(void *arg)
{
	EXCEPTION_POINTERS *p = arg;
	EXCEPTION_RECORD *r = p->rec;
	CONTEXT *c = p->ctx;
	MEMORY_BASIC_INFORMATION m;
	int code = 0, sig = signal_of(r, c, &code);
	/* ours: raised in this image, or at an address no image holds (a
	 * call through a bad pointer) */
	if (!sig || (WIN(VirtualQuery)(r->address, &m, sizeof m) && m.type == MEM_IMAGE
	             && m.alloc_base != image))
		return EXCEPTION_CONTINUE_SEARCH;
	siginfo_t si;
	ucontext_t uc;
	memset(&si, 0, sizeof si);
	memset(&uc, 0, sizeof uc);
	si.si_signo = sig;
	si.si_code = code;
	si.si_addr = sig == SIGSEGV && r->code == 0xc0000005 ? (void *)r->info[1] : r->address;
	context_to_uc(c, &uc);
	/* Windows reports int3 at the instruction, Linux after it */
	if (r->code == 0x80000003 && *(unsigned char *)c->rip == 0xcc) uc.uc_mcontext.gregs[REG_RIP]++;
	/* the floating-point state Linux gives a handler */
	unsigned mxcsr = 0x1f80;
	__asm__ volatile("fninit; ldmxcsr %0" :: "m"(mxcsr));
	/* a stack overflow leaves no stack to run a handler on (sigaltstack
	 * is not served), as Linux then kills the process */
	if (r->code == 0xc00000fd || !__win_sig_fault(sig, &si, &uc))
		die(r, sig);
	uc_to_context(&uc, c);
	return EXCEPTION_CONTINUE_EXECUTION;
}

void __win_fault_init(void)
{
	MEMORY_BASIC_INFORMATION m;
	if (WIN(VirtualQuery)((void *)on_exception, &m, sizeof m)) image = m.alloc_base;
	WIN(AddVectoredExceptionHandler)(1, on_exception);
}
