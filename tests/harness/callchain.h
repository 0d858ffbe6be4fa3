/* callchain.h: a known stack for the tests that walk it (backtrace,
 * _Unwind_Backtrace): f1 calls f2 calls f3, none inlined, and each
 * records in ret[] the address it returns to, so a walker run from f3
 * must report ret[2], ret[1], ret[0] in that order. The includer defines
 * CALLCHAIN_WALK, the statement f3 runs. The empty asm after each call
 * keeps the call from becoming a tail call (which would leave no frame). */
#ifndef CALLCHAIN_WALK
#error "define CALLCHAIN_WALK before including callchain.h"
#endif

static void *ret[3];

__attribute__((noinline)) static int f3(int x)
{
	ret[2] = __builtin_return_address(0);
	CALLCHAIN_WALK;
	__asm__ volatile("" ::: "memory");
	return x + 1;
}

__attribute__((noinline)) static int f2(int x)
{
	ret[1] = __builtin_return_address(0);
	int r = f3(x) * 3;
	__asm__ volatile("" ::: "memory");
	return r;
}

/* f1(1) == 30 */
__attribute__((noinline)) static int f1(int x)
{
	ret[0] = __builtin_return_address(0);
	int r = f2(x) * 5;
	__asm__ volatile("" ::: "memory");
	return r;
}
