#ifndef MALLOC_IMPL_H
#define MALLOC_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"

/* Every allocation is preceded by this 16-byte header, so the user
 * pointer stays 16-aligned and free() can find its slab without a global
 * map. The check word is a keyed hash of the other fields and of the
 * header's own address: an overflow from the previous slot, a pointer
 * that malloc never returned, or a stale copy of a header all fail it. */
struct chunk {
	uint32_t off;    /* bytes from the owning slab (or mapping) to this header */
	uint32_t delta;  /* aligned allocations: bytes back to the slot's header */
	uint8_t cls;     /* size class, or CLS_LARGE for a private mapping */
	uint8_t state;   /* ST_INUSE or ST_FREE; anything else is corruption */
	uint16_t pad;    /* the request's size mod 2^16: its canary follows it */
	uint32_t check;
};

#define CLS_LARGE 255
#define ST_INUSE 0xa5
#define ST_FREE 0x5a

hidden void *__malloc_aligned(size_t align, size_t n);
hidden size_t __malloc_usable(void *p);
/* Nonzero if P came straight from a fresh mmap, so it is already zero. */
hidden int __malloc_fresh(void *p);
/* pthread_exit calls this so a dying thread's cache goes back to the
 * arenas; fork calls __malloc_atfork(-1) before, (0) in the parent and (1)
 * in the child after, so the child never inherits a held arena lock. */
hidden void __malloc_thread_exit(void);
hidden void __malloc_atfork(int who);
hidden _Noreturn void __malloc_fail(const char *what, const void *p);
/* mprobe's check of P: 0 intact, 1 freed, 2 bad header, 3 bad tail. */
hidden int __malloc_probe(const void *p);
/* malloc for CALLER: calloc's own caller is the one mtrace names. */
hidden void *__malloc_for(size_t n, void *caller);

/* Nonzero once the heap has handed out a block. */
hidden int __malloc_started(void);

/* Each public entry calls __malloc_trace, when set, with OP '+' (P new,
 * N bytes), '-' (P about to be freed), '<' (P about to be resized to
 * N), then '>' (OLD moved to P, N bytes) or '!' (realloc of P to N
 * failed), for CALLER. mtrace (mtrace.c) records them: its recorder is
 * __malloc_mtrace. mcheck before the first malloc (mcheck.c) keeps the
 * list of live blocks: __malloc_list_hook, which becomes __malloc_trace
 * for good and passes each call on to __malloc_mtrace; its lock is
 * taken around fork. mcheck sets __malloc_fail_hook, told what
 * corruption was found before the program dies. */
extern hidden void (*volatile __malloc_trace)(int op, void *p, void *old, size_t n, void *caller);
extern hidden void (*volatile __malloc_mtrace)(int op, void *p, void *old, size_t n, void *caller);
extern hidden void (*volatile __malloc_list_hook)(int op, void *p, void *old, size_t n, void *caller);
extern hidden volatile int __malloc_list_lock[1];
extern hidden void (*volatile __malloc_fail_hook)(const char *what, const void *p);

static inline void __malloc_trace_new(void *p, size_t n, void *caller)
{
	void (*f)(int, void *, void *, size_t, void *) = __malloc_trace;
	if (__builtin_expect(f != 0, 0)) f('+', p, 0, n, caller);
}

#endif
