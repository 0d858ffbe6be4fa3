/* Faults as signals: a handler sees SIGSEGV with the address and the
 * si_code, runs with its mask, and either returns (the access runs again
 * once the handler made it valid) or siglongjmps out; a trap and a
 * division by zero give theirs. Under Windows these are processor
 * exceptions the backend turns into signals (libc/sys/windows/fault.c). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "check.h"

static sigjmp_buf jb;
static volatile int got_sig, got_code, in_mask, fixes, resume;
static void *volatile got_addr;
static volatile uintptr_t got_pc;
static char *page;
static long pg;

static void on_segv(int sig, siginfo_t *si, void *p)
{
	ucontext_t *uc = p;
	sigset_t now;
	got_sig = sig, got_code = si->si_code, got_addr = si->si_addr;
	sigprocmask(SIG_BLOCK, 0, &now);
	in_mask = sigismember(&now, SIGSEGV) && sigismember(&now, SIGUSR1);
	(void)uc;
	if (si->si_addr == page && !fixes++) {
		/* make the access valid: returning runs it again */
		mprotect(page, pg, PROT_READ | PROT_WRITE);
		return;
	}
	siglongjmp(jb, 1);
}

static void on_other(int sig, siginfo_t *si, void *p)
{
	ucontext_t *uc = p;
	got_sig = sig, got_code = si->si_code, got_addr = si->si_addr;
#if defined(__x86_64__)
	got_pc = uc->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
	got_pc = uc->uc_mcontext.pc;
#endif
	if (!resume) siglongjmp(jb, 1);
}

static void catch(int sig, void (*h)(int, siginfo_t *, void *))
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = h;
	sa.sa_flags = SA_SIGINFO;
	sigaddset(&sa.sa_mask, SIGUSR1);
	CHECK_INT(sigaction(sig, &sa, 0), 0);
}

int main(void)
{
	pg = sysconf(_SC_PAGESIZE);
	page = mmap(0, pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(page != MAP_FAILED);
	catch(SIGSEGV, on_segv);

	/* a mapped page without access: SEGV_ACCERR; the handler opens it
	 * and returns, and the write then happens */
	volatile char *v = page;
	v[0] = 42;
	CHECK_INT(fixes, 1);
	CHECK_INT(got_sig, SIGSEGV);
	CHECK_INT(got_code, SEGV_ACCERR);
	CHECK(got_addr == page);
	CHECK_INT(in_mask, 1);
	CHECK_INT(page[0], 42);
	/* the mask is back as it was once the handler returned */
	sigset_t now;
	sigprocmask(SIG_BLOCK, 0, &now);
	CHECK_INT(sigismember(&now, SIGSEGV) || sigismember(&now, SIGUSR1), 0);

	/* nothing mapped: SEGV_MAPERR, and out by siglongjmp */
	munmap(page, pg);
	got_sig = 0;
	if (!sigsetjmp(jb, 1)) {
		(void)*(volatile char *)(page + 8);
		CHECK(!"the read of an unmapped page completed");
	}
	CHECK_INT(got_sig, SIGSEGV);
	CHECK_INT(got_code, SEGV_MAPERR);
	CHECK(got_addr == page + 8);
	sigprocmask(SIG_BLOCK, 0, &now);
	CHECK_INT(sigismember(&now, SIGSEGV), 0);

	/* __builtin_trap: ud2 is SIGILL on x86_64 (the context's pc at the
	 * instruction, si_addr too), brk SIGTRAP on aarch64 */
	catch(SIGILL, on_other);
	catch(SIGTRAP, on_other);
	got_sig = 0;
	if (!sigsetjmp(jb, 1)) {
		__builtin_trap();
	}
#if defined(__x86_64__)
	CHECK_INT(got_sig, SIGILL);
	CHECK_INT(got_code, ILL_ILLOPN);
	CHECK(got_pc && got_pc == (uintptr_t)got_addr);
	CHECK_INT(*(unsigned char *)got_pc, 0x0f);   /* ud2: 0f 0b */

	/* int3: SIGTRAP with the pc after it; the handler returns and the
	 * program goes on from there */
	got_sig = 0;
	resume = 1;
	__asm__ volatile("int3");
	resume = 0;
	CHECK_INT(got_sig, SIGTRAP);
	CHECK_INT(((unsigned char *)got_pc)[-1], 0xcc);

	/* integer division by zero: SIGFPE, FPE_INTDIV */
	catch(SIGFPE, on_other);
	static volatile int zero = 0, one = 1;
	got_sig = 0;
	if (!sigsetjmp(jb, 1)) {
		got_code = one / zero;
		CHECK(!"a division by zero completed");
	}
	CHECK_INT(got_sig, SIGFPE);
	CHECK_INT(got_code, FPE_INTDIV);
#else
	CHECK(got_sig == SIGTRAP || got_sig == SIGILL);
#endif
	return check_done();
}
