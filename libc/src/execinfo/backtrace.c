#include <execinfo.h>
#include <stdint.h>

/* libgcc's unwinder (libgcc_eh.a, linked by the drivers), declared here
 * rather than through the compiler's <unwind.h>, which libc does not
 * see. It finds each caller's FDE through _dl_find_object. This file is
 * built with unwind tables (mk/libc.mk), the rest of libc is not: a
 * backtrace stops at the first libc frame it meets, which for a call
 * from main is __libc_start_main. */
struct _Unwind_Context;
int _Unwind_Backtrace(int (*)(struct _Unwind_Context *, void *), void *);
uintptr_t _Unwind_GetIP(struct _Unwind_Context *);
uintptr_t _Unwind_GetCFA(struct _Unwind_Context *);

#define URC_NO_REASON 0
#define URC_END_OF_STACK 5

struct trace {
	void **buf;
	int size, n;
	uintptr_t cfa;
};

/* The first frame is backtrace's own, which glibc leaves out too. A
 * frame that repeats the one before (same address and CFA) means the
 * unwinder made no progress, as at a corrupt or hand-written frame. */
static int step(struct _Unwind_Context *ctx, void *p)
{
	struct trace *t = p;
	if (t->n >= 0) {
		uintptr_t cfa = _Unwind_GetCFA(ctx);
		t->buf[t->n] = (void *)_Unwind_GetIP(ctx);
		if (t->n > 0 && t->buf[t->n] == t->buf[t->n - 1] && cfa == t->cfa)
			return URC_END_OF_STACK;
		t->cfa = cfa;
	}
	return ++t->n == t->size ? URC_END_OF_STACK : URC_NO_REASON;
}

int backtrace(void **buf, int size)
{
	struct trace t = { buf, size, -1, 0 };
	if (size <= 0) return 0;
	_Unwind_Backtrace(step, &t);
	/* The outermost frame may report address 0 (the end of the stack). */
	if (t.n > 1 && !buf[t.n - 1]) t.n--;
	return t.n > 0 ? t.n : 0;
}
