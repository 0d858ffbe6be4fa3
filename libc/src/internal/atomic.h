#ifndef ATOMIC_H
#define ATOMIC_H

/* Atomics through the compiler's builtins: both arches get correct
 * sequentially consistent operations, inline (aarch64 is built with
 * -mno-outline-atomics, so no libgcc helper calls). */

static inline int a_cas(volatile int *p, int t, int s)
{
	__atomic_compare_exchange_n(p, &t, s, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return t;
}

static inline void *a_cas_p(volatile void *p, void *t, void *s)
{
	__atomic_compare_exchange_n((void *volatile *)p, &t, s, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	return t;
}

static inline int a_swap(volatile int *p, int v)
{
	return __atomic_exchange_n(p, v, __ATOMIC_SEQ_CST);
}

static inline int a_fetch_add(volatile int *p, int v)
{
	return __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
}

static inline int a_fetch_and(volatile int *p, int v)
{
	return __atomic_fetch_and(p, v, __ATOMIC_SEQ_CST);
}

static inline int a_fetch_or(volatile int *p, int v)
{
	return __atomic_fetch_or(p, v, __ATOMIC_SEQ_CST);
}

static inline void a_inc(volatile int *p) { a_fetch_add(p, 1); }
static inline void a_dec(volatile int *p) { a_fetch_add(p, -1); }
static inline void a_store(volatile int *p, int v) { __atomic_store_n(p, v, __ATOMIC_SEQ_CST); }
static inline int a_load(volatile int *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }
static inline void a_barrier(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline void a_spin(void) { a_barrier(); }
static inline void a_crash(void) { __builtin_trap(); }

static inline int a_ctz_64(unsigned long long x) { return __builtin_ctzll(x); }
static inline int a_clz_64(unsigned long long x) { return __builtin_clzll(x); }
static inline int a_ctz_l(unsigned long x) { return __builtin_ctzl(x); }

#endif
