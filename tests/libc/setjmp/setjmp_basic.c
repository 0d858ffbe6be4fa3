#include <setjmp.h>
#include <signal.h>
#include "check.h"

static jmp_buf jb;
static sigjmp_buf sjb;
static int depth;

static void down(int n, int val)
{
	volatile char pad[256];
	if (n < 0) return;
	pad[0] = (char)n;
	depth = n;
	if (n == 0) longjmp(jb, val);
	down(n - 1, val + pad[0] - n);
}

static int sigmask_has(int sig)
{
	sigset_t s;
	sigprocmask(SIG_BLOCK, 0, &s);
	return sigismember(&s, sig);
}

int main(void)
{
	volatile int calls = 0;
	/* longjmp from deep recursion back to the setjmp frame, with locals
	 * that live in callee-saved registers across the call. */
	register long k1 = 11, k2 = 22, k3 = 33;
	int r = setjmp(jb);
	calls++;
	if (r == 0) down(20, 7);
	CHECK_INT(r, 7);
	CHECK_INT(calls, 2);
	CHECK_INT(depth, 0);
	CHECK_INT(k1 + k2 + k3, 66);

	/* longjmp(env, 0) makes setjmp return 1. */
	calls = 0;
	r = _setjmp(jb);
	if (calls++ == 0) _longjmp(jb, 0);
	CHECK_INT(r, 1);

	/* Floating-point callee-saved registers survive too. */
	volatile double d = 1.5;
	double e = d * 2;
	if (!setjmp(jb)) { d = e + 1; longjmp(jb, 3); }
	CHECK(e == 3.0);

	/* sigsetjmp(env, 1) restores the mask saved at sigsetjmp time;
	 * sigsetjmp(env, 0) leaves the current mask alone. */
	sigset_t s;
	sigemptyset(&s);
	sigprocmask(SIG_SETMASK, &s, 0);
	r = sigsetjmp(sjb, 1);
	if (r == 0) {
		sigaddset(&s, SIGUSR1);
		sigprocmask(SIG_BLOCK, &s, 0);
		CHECK(sigmask_has(SIGUSR1));
		siglongjmp(sjb, 5);
	}
	CHECK_INT(r, 5);
	CHECK(!sigmask_has(SIGUSR1));

	r = sigsetjmp(sjb, 0);
	if (r == 0) {
		sigprocmask(SIG_BLOCK, &s, 0);
		siglongjmp(sjb, 6);
	}
	CHECK_INT(r, 6);
	CHECK(sigmask_has(SIGUSR1));
	sigprocmask(SIG_UNBLOCK, &s, 0);
	return check_done();
}
