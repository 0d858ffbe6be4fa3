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

#endif
