#include <signal.h>
#include <errno.h>
#include <string.h>
#include "check.h"

static char stack[65536] __attribute__((aligned(16)));
static volatile int on_alt;

static void handler(int sig)
{
	char probe;
	on_alt = &probe >= stack && &probe < stack + sizeof stack;
	(void)sig;
}

int main(void)
{
	stack_t ss = { .ss_sp = stack, .ss_size = sizeof stack, .ss_flags = 0 }, old;
	CHECK_INT(sigaltstack(&ss, &old), 0);
	CHECK(old.ss_flags & SS_DISABLE);

	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	sa.sa_flags = SA_ONSTACK;
	CHECK_INT(sigaction(SIGUSR1, &sa, 0), 0);
	raise(SIGUSR1);
	CHECK_INT(on_alt, 1);

	/* too small, and bad flags */
	ss.ss_size = MINSIGSTKSZ - 1;
	CHECK_ERRNO(sigaltstack(&ss, 0), ENOMEM);
	ss.ss_size = sizeof stack;
	ss.ss_flags = 0x1234;
	CHECK_ERRNO(sigaltstack(&ss, 0), EINVAL);

	ss.ss_flags = SS_DISABLE;
	CHECK_INT(sigaltstack(&ss, 0), 0);
	CHECK_INT(sigaltstack(0, &old), 0);
	CHECK(old.ss_flags & SS_DISABLE);
	return check_done();
}
