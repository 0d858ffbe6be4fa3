#define _GNU_SOURCE
#include <signal.h>
#include <ucontext.h>
#include <string.h>
#include <stddef.h>
#include "check.h"

static volatile int saw_mask, saw_pc;

/* The handler sees the interrupted context: its signal mask (the one
 * restored on return) and its program counter. Editing uc_sigmask
 * changes the mask the program returns to, which proves the layout. */
static void handler(int sig, siginfo_t *si, void *p)
{
	ucontext_t *uc = p;
	saw_mask = sigismember(&uc->uc_sigmask, SIGUSR2);
	sigdelset(&uc->uc_sigmask, SIGUSR2);
#if defined(__x86_64__)
	saw_pc = uc->uc_mcontext.gregs[REG_RIP] != 0;
#elif defined(__aarch64__)
	saw_pc = uc->uc_mcontext.pc != 0 && uc->uc_mcontext.sp != 0;
#else
	saw_pc = 1;
#endif
	(void)sig; (void)si;
}

int main(void)
{
#if defined(__x86_64__)
	CHECK_INT(offsetof(ucontext_t, uc_mcontext), 40);
	CHECK_INT(offsetof(ucontext_t, uc_mcontext.gregs[REG_RIP]), 168);
	CHECK_INT(offsetof(ucontext_t, uc_sigmask), 296);
#elif defined(__aarch64__)
	CHECK_INT(offsetof(ucontext_t, uc_sigmask), 40);
	CHECK_INT(offsetof(ucontext_t, uc_mcontext), 176);
	CHECK_INT(offsetof(ucontext_t, uc_mcontext.pc), 440);
#endif
	CHECK_INT(sizeof(siginfo_t), 128);
	CHECK_INT(sizeof(stack_t), 24);

	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = handler;
	sa.sa_flags = SA_SIGINFO;
	CHECK_INT(sigaction(SIGUSR1, &sa, 0), 0);

	sigset_t set, now;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, 0);
	raise(SIGUSR1);
	CHECK_INT(saw_mask, 1);
	CHECK_INT(saw_pc, 1);
	sigprocmask(SIG_BLOCK, 0, &now);
	CHECK_INT(sigismember(&now, SIGUSR2), 0);
	return check_done();
}
