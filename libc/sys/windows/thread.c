/* Threads under Windows: clone(CLONE_THREAD) on CreateThread, futex on
 * events, and a thread's end the way Linux ends it.
 *
 * pthread_create maps the thread's stack, TLS block and descriptor
 * itself and calls clone with them, as on Linux. Here CreateThread starts
 * a Windows thread (on a small stack of Windows's, which the TEB
 * describes); it stores the thread pointer in the TLS slot that the
 * rewritten %fs loads read (main.c), then moves to the stack libc gave
 * and runs the function __clone left there (entry.S:
 * __win_thread_enter).
 *
 * A thread ends on Windows's stack, not on libc's: pthread_join frees
 * libc's once the thread's tid is cleared, so the clear (the kernel's
 * CLONE_CHILD_CLEARTID) and the wake happen only after the move, and a
 * detached thread's unmapping of its own stack (__unmapself) is done
 * from there too.
 *
 * futex: a waiter queues itself, with its thread's event, on a list kept
 * under a spin lock, after checking the word under that lock; a wake
 * takes waiters of that address off the list and sets their events.
 * Only process-private use works (which is all libc's own locks need):
 * a futex in memory shared with another process is not woken from
 * there. Robust lists (set_robust_list) are not kept: ENOSYS. */
#include <errno.h>
#include <limits.h>
#include <time.h>
#include "win.h"

#define CLONE_SETTLS 0x80000
#define CLONE_PARENT_SETTID 0x100000
#define CLONE_CHILD_CLEARTID 0x200000
#define CREATE_SUSPENDED 4
#define WIN_STACK (64 << 10)

struct win_thread {
	long stack, tls;
	volatile int *clear_tid;
	char *win_stack;          /* Windows's stack, to end on; 0 for the main thread */
	HANDLE event;             /* futex waits */
	uint16_t fpcw;            /* the parent's x87 control word and MXCSR */
	uint32_t mxcsr;
};

hidden long __win_call_on_stack(long (*)(void *), void *, void *);
hidden _Noreturn void __win_thread_enter(long stack);
static DWORD self_slot = INFINITE;

void __win_thread_init(void)
{
	self_slot = WIN(TlsAlloc)();
}

static struct win_thread *self(void)
{
	struct win_thread *t = WIN(TlsGetValue)(self_slot);
	if (!t && (t = __win_alloc(sizeof *t))) {    /* the main thread, asked first */
		*t = (struct win_thread){ 0 };
		WIN(TlsSetValue)(self_slot, t);
	}
	return t;
}

static DWORD WINAPI thread_main(void *p)
{
	struct win_thread *t = p;
	/* the parent's floating-point modes, as a Linux thread inherits
	 * them (Windows starts a thread with its own: 53-bit x87 precision) */
	__asm__ volatile("fninit; fldcw %0; ldmxcsr %1" : : "m"(t->fpcw), "m"(t->mxcsr));
	t->win_stack = (char *)((uintptr_t)__builtin_frame_address(0) - 256 & -16);
	WIN(TlsSetValue)(self_slot, t);
	WIN(TlsSetValue)(__win_tls_slot, (void *)t->tls);
	__win_thread_enter(t->stack);
}

long __win_thread_clone(long flags, long stack, long ptid, long ctid, long tls)
{
	struct win_thread *t = __win_alloc(sizeof *t);
	DWORD tid;
	if (!t) return -EAGAIN;
	*t = (struct win_thread){ .stack = stack,
		.tls = flags & CLONE_SETTLS ? tls : (long)WIN(TlsGetValue)(__win_tls_slot),
		.clear_tid = flags & CLONE_CHILD_CLEARTID ? (int *)ctid : 0 };
	__asm__ volatile("fnstcw %0; stmxcsr %1" : "=m"(t->fpcw), "=m"(t->mxcsr));
	/* suspended until the parent's tid is stored, as the kernel stores it first */
	HANDLE h = WIN(CreateThread)(0, WIN_STACK, thread_main, t, CREATE_SUSPENDED, &tid);
	if (!h) {
		__win_free(t);
		return -EAGAIN;
	}
	if (flags & CLONE_PARENT_SETTID) *(int *)ptid = tid;
	WIN(ResumeThread)(h);
	WIN(CloseHandle)(h);
	return tid;
}

long __win_set_tid_address(long p)
{
	struct win_thread *t = self();
	if (t) t->clear_tid = (int *)p;
	return WIN(GetCurrentThreadId)();
}

/* The futex list */
struct waiter {
	struct waiter *next;
	volatile int *addr;
	HANDLE event;
	int woken;
};
static struct waiter *waiters;
static volatile int list_lock;

static void lock(void)
{
	while (__atomic_exchange_n(&list_lock, 1, __ATOMIC_ACQUIRE)) WIN(Sleep)(0);
}

static void unlock(void) { __atomic_store_n(&list_lock, 0, __ATOMIC_RELEASE); }

static void unlink_waiter(struct waiter *w)
{
	for (struct waiter **p = &waiters; *p; p = &(*p)->next)
		if (*p == w) { *p = w->next; return; }
}

static long wake(volatile int *addr, long n)
{
	long woken = 0;
	lock();
	for (struct waiter **p = &waiters; *p && woken < n;) {
		struct waiter *w = *p;
		if (w->addr != addr) { p = &w->next; continue; }
		*p = w->next;
		w->woken = 1;
		WIN(SetEvent)(w->event);
		woken++;
	}
	unlock();
	return woken;
}

/* Milliseconds until an absolute time on clk, rounded up; 0 when past. */
static DWORD left_ms(int clk, const struct timespec *at)
{
	struct timespec now;
	__win_clock_gettime(clk, (long)&now);
	return __win_ms_ceil((int64_t)(at->tv_sec - now.tv_sec) * 1000000000 + (at->tv_nsec - now.tv_nsec));
}

static long wait(volatile int *addr, int val, int clk, const struct timespec *at)
{
	struct win_thread *t = self();
	if (!t) return -ENOMEM;
	if (!t->event && !(t->event = WIN(CreateEventW)(0, 0, 0, 0))) return -ENOMEM;
	struct waiter w = { 0, addr, t->event, 0 };
	lock();
	if (*addr != val) {
		unlock();
		return -EAGAIN;
	}
	w.next = waiters, waiters = &w;
	unlock();
	for (;;) {
		DWORD ms = at ? left_ms(clk, at) : INFINITE;
		if (ms && WIN(WaitForSingleObject)(w.event, ms) == 0) return 0;
		if (at && left_ms(clk, at)) continue;       /* Windows woke early */
		lock();
		int woken = w.woken;
		if (!woken) unlink_waiter(&w);
		unlock();
		if (!woken) return -ETIMEDOUT;
		WIN(WaitForSingleObject)(w.event, INFINITE);   /* the wake's SetEvent: take it */
		return 0;
	}
}

#define FUTEX_WAIT 0
#define FUTEX_WAKE 1
#define FUTEX_WAIT_BITSET 9
#define FUTEX_WAKE_BITSET 10
#define FUTEX_CLOCK_REALTIME 256

long __win_futex(long addr, long op, long val, long ts, long a5, long bits)
{
	(void)a5;
	const struct timespec *at = (void *)ts;
	int clk = op & FUTEX_CLOCK_REALTIME ? CLOCK_REALTIME : CLOCK_MONOTONIC;
	struct timespec abs;
	switch (op & 127) {
	case FUTEX_WAIT:
		if (at) {   /* relative, on the monotonic clock */
			if ((unsigned long)at->tv_nsec >= 1000000000) return -EINVAL;
			__win_clock_gettime(CLOCK_MONOTONIC, (long)&abs);
			abs.tv_sec += at->tv_sec, abs.tv_nsec += at->tv_nsec;
			if (abs.tv_nsec >= 1000000000) abs.tv_sec++, abs.tv_nsec -= 1000000000;
			at = &abs, clk = CLOCK_MONOTONIC;
		}
		return wait((volatile int *)addr, val, clk, at);
	case FUTEX_WAIT_BITSET:
		if ((unsigned)bits != 0xffffffffu) break;
		if (at && (unsigned long)at->tv_nsec >= 1000000000) return -EINVAL;
		return wait((volatile int *)addr, val, clk, at);
	case FUTEX_WAKE_BITSET:
		if ((unsigned)bits != 0xffffffffu) break;
		/* fall through */
	case FUTEX_WAKE:
		return wake((volatile int *)addr, val < 0 ? INT_MAX : val);
	}
	return -ENOSYS;  /* ENOSYS: requeue, PI and partial bitset futexes are not done under Windows */
}

/* On Windows's stack: nothing of libc's stack is used any more. */
static long finish(void *p)
{
	struct win_thread *t = p;
	if (t->clear_tid) {
		*t->clear_tid = 0;
		wake(t->clear_tid, INT_MAX);
	}
	if (t->event) WIN(CloseHandle)(t->event);
	__win_free(t);
	WIN(ExitThread)(0);
	__builtin_unreachable();
}

_Noreturn void __win_thread_exit(long code)
{
	struct win_thread *t = WIN(TlsGetValue)(self_slot);
	if (t && t->win_stack) __win_call_on_stack(finish, t, t->win_stack);
	if (t && t->clear_tid) {   /* the main thread: its stack is Windows's */
		*t->clear_tid = 0;
		wake(t->clear_tid, INT_MAX);
	}
	WIN(ExitThread)(code & 255);
	for (;;);
}

/* __unmapself: a detached thread frees the mapping its stack is in and
 * ends. Done from Windows's stack; returns when this munmap is not
 * that. */
static long unmap_and_end(void *p)
{
	struct win_thread *t = p;
	__win_munmap_now(t->stack, t->tls);
	if (t->event) WIN(CloseHandle)(t->event);
	__win_free(t);
	WIN(ExitThread)(0);
	__builtin_unreachable();
}

void __win_unmap_own_stack(long addr, long len)
{
	char *sp = __builtin_frame_address(0);
	if (sp < (char *)addr || sp >= (char *)addr + len) return;
	struct win_thread *t = WIN(TlsGetValue)(self_slot);
	if (!t || !t->win_stack) return;
	t->stack = addr, t->tls = len;   /* both done with: they say what to free */
	__win_call_on_stack(unmap_and_end, t, t->win_stack);
}
