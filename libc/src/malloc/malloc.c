/* The allocator core: malloc, free, realloc and the internal entry points
 * the rest of libc/src/malloc builds on. One file because the pieces share
 * the class tables, the per-thread cache and the arenas, and splitting them
 * would force those into headers and cost inlining on the fast path.
 *
 * Design:
 * - Requests up to 128 KiB (header included) are served from one of 47
 *   size classes (16-byte steps to 128, then 4 per power of two). Each
 *   class carves fixed-size slots out of "slabs": private mappings of
 *   64 KiB..1 MiB owned by an arena.
 * - A per-thread cache (TLS, no locks) keeps up to 32 free slots per
 *   class; misses refill and overflows drain it in batches, so the arena
 *   lock is taken once per batch.
 * - Eight arenas, each with its own lock; threads are spread over them
 *   round-robin, so 4 threads rarely touch the same lock.
 * - A slab whose slots are all free is unmapped (one empty slab per class
 *   and arena is kept to avoid mmap churn); bigger requests get their own
 *   mapping, grown with mremap by realloc. Freed mappings up to 4 MiB
 *   (large blocks and empty slabs alike) are kept in a small cache (32
 *   entries, 32 MiB in all) for reuse by either, because a program that
 *   mallocs and frees a 256 KiB buffer in a loop would otherwise pay an
 *   mmap, munmap and page faults every time; the rest are unmapped.
 * - Each slot carries a checked header (malloc_impl.h): double free,
 *   foreign pointers and overwritten headers abort with a message.
 * - Every block ends in a canary byte: a request of N bytes is given a
 *   slot (or mapping) of at least N + 1, the header records N, and the
 *   byte after the request holds the header's own check word with the
 *   top bit set. free and realloc compare it, so writing past the end of
 *   a block is caught at its free, before the damage spreads
 *   (docs/security.md §8). The check word is keyed and was just loaded:
 *   no other secret, table or cache line than the byte itself, and
 *   reading it past the end tells no more than the neighbour's header
 *   would. The top bit catches a stray NUL or ASCII byte for sure, other
 *   bytes but one in 128. malloc_usable_size answers N, as musl's does.
 *   An aligned block (memalign & co) has its canary after its own N
 *   bytes too, not after the over-allocated slot.
 * - The heap does not follow the program image: mappings are asked for
 *   from a random address drawn at the first allocation (the kernel puts
 *   its own mmap area, and so the APE loader's image, next to the
 *   stack, where an image address would give the heap away). */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <stdint.h>
#include <elf.h>
#include <sys/mman.h>
#include "malloc_impl.h"
#include "syscall.h"
#include "lock.h"

#define HDR ((size_t)sizeof(struct chunk))
#define NCLASS 47
#define MAX_SLOT 131072
/* the largest request a slot serves: its header and canary fit */
#define MAX_SMALL (MAX_SLOT - HDR - 1)
#define NARENA 8

/* The slab header sits at the start of each slab or large mapping;
 * 80 bytes keeps the first slot 16-aligned. */
struct slab {
	uint64_t magic;
	struct arena *arena;
	struct slab *next, *prev;
	struct chunk *free;
	char *bump, *end;
	size_t map_size;
	uint32_t used;
	/* listed: on the arena's partial list; for a large mapping it means
	 * the contents are dirty (reused from the cache or remapped). */
	uint8_t cls, listed, counted_empty, pad;
	size_t req;  /* a large mapping: the bytes asked for */
};
#define SLAB_HDR ((size_t)sizeof(struct slab))

struct arena {
	volatile int lock[1];
	uint8_t nempty[NCLASS];
	struct slab *partial[NCLASS];
} __attribute__((aligned(64)));

static const uint32_t slot_size[NCLASS] = {
	32, 48, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512,
	640, 768, 896, 1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096,
	5120, 6144, 7168, 8192, 10240, 12288, 14336, 16384, 20480, 24576, 28672,
	32768, 40960, 49152, 57344, 65536, 81920, 98304, 114688, 131072,
};

/* Per-thread cache limit: about 32 KiB per class; classes of 40 KiB and
 * up bypass the cache. */
static const uint8_t tc_cap[NCLASS] = {
	32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
	32, 25, 21, 18, 16, 12, 10, 9, 8, 6, 5, 4, 4, 3, 2, 2, 2, 1, 1, 1, 1,
	0, 0, 0, 0, 0, 0, 0, 0,
};

struct tcache {
	void *head[NCLASS];
	uint8_t count[NCLASS];
	uint8_t arena;  /* 1 + arena index; 0 until first use */
};

static struct arena arenas[NARENA];

#define LCACHE_N 32
#define LCACHE_MAX ((size_t)4 << 20)
#define LCACHE_TOTAL ((size_t)32 << 20)
/* Sizes and ages live here, not in the mappings, so a scan touches one
 * cache line instead of 32 pages. */
static struct lent {
	struct slab *s;
	size_t size;
	uint64_t age;
} lcache[LCACHE_N];
static size_t lcache_total;
static volatile int lcache_lock[1];
static volatile int next_arena;
static uint64_t secret;
static volatile uintptr_t heap_next;
static __thread struct tcache tc;

/* The class whose slots hold N bytes, the header and the canary. */
static inline int size_class(size_t n)
{
	size_t s = n + HDR + 1;
	if (s <= 128) return s <= 32 ? 0 : (int)((s + 15) >> 4) - 2;
	size_t t = s - 1;
	int b = 63 - __builtin_clzl(t);
	return 7 + (b - 7) * 4 + (int)((t >> (b - 2)) & 3);
}

static size_t slab_bytes(int c)
{
	uint32_t s = slot_size[c];
	return s <= 8192 ? 65536 : s <= 32768 ? 262144 : 1048576;
}

/* off and delta as one word, as the header holds them: one load */
static inline uint64_t chunk_word(const struct chunk *h)
{
	uint64_t w;
	__builtin_memcpy(&w, h, 8);
	return w;
}

/* The check word of a header at H with off and delta W and class CLS. */
static inline uint32_t chunk_check(const struct chunk *h, uint64_t w, unsigned cls)
{
	uint64_t x = (uintptr_t)h ^ secret ^ cls ^ (w << 24 | w >> 40);
	x *= 0x9e3779b97f4a7c15ull;
	return x >> 32;
}

static inline void set_chunk(struct chunk *h, uint32_t off, uint32_t delta, unsigned cls, int state)
{
	h->off = off;
	h->delta = delta;
	h->cls = cls;
	h->state = state;
	h->pad = 0;
	h->check = chunk_check(h, chunk_word(h), cls);
}

static inline int chunk_ok(const struct chunk *h)
{
	return h->check == chunk_check(h, chunk_word(h), h->cls)
		&& (h->cls < NCLASS || h->cls == CLS_LARGE);
}

static inline unsigned char canary(uint32_t check)
{
	return check | 0x80;
}

/* The request held by slot H: the header keeps it mod 2^16, and a
 * class's requests span less than 2^16 below its slot size. */
static inline size_t req_size(const struct chunk *h)
{
	size_t room = slot_size[h->cls] - HDR;
	return room - (uint16_t)(room - h->pad);
}

/* Slot H (valid, in use) now holds N bytes. */
static inline void mark_end(struct chunk *h, size_t n)
{
	h->pad = n;
	((unsigned char *)(h + 1))[n] = canary(h->check);
}

__attribute__((noinline, cold))
static _Noreturn void overflow_fail(const void *p)
{
	__malloc_fail("overflow past the end of", p);
}

/* The canary after slot H's request is intact (free and realloc abort
 * when it is not, mprobe reports it). */
static inline int slot_end_ok(const struct chunk *h)
{
	return ((const unsigned char *)(h + 1))[req_size(h)] == canary(h->check);
}

static inline void check_end(const struct chunk *h, const void *p)
{
	if (!slot_end_ok(h)) overflow_fail(p);
}

/* The same for a large mapping, whose header keeps the size. */
static inline void mark_large(struct slab *s, struct chunk *h, size_t n)
{
	s->req = n;
	((unsigned char *)(h + 1))[n] = canary(h->check);
}

/* A size beyond the mapping is itself an overwrite: the canary is not
 * read from there. */
static inline int large_end_ok(const struct slab *s, const struct chunk *h)
{
	return s->req <= (const char *)s + s->map_size - (const char *)(h + 1) - 1
	    && ((const unsigned char *)(h + 1))[s->req] == canary(h->check);
}

static inline void check_large_end(const struct slab *s, const struct chunk *h, const void *p)
{
	if (!large_end_ok(s, h)) overflow_fail(p);
}

static inline struct slab *chunk_slab(const struct chunk *h)
{
	return (struct slab *)((char *)h - h->off);
}

static inline uint64_t slab_magic(const struct slab *s)
{
	return secret ^ (uintptr_t)s ^ 0x736c6162u;
}

/* Free-list links are stored masked, so a stray write into freed memory
 * becomes a wild pointer that the header check catches, not a valid one. */
static inline void *link_enc(void *p) { return (void *)((uintptr_t)p ^ secret); }

static void hexout(char *b, uintptr_t v)
{
	for (int i = 15; i >= 0; i--, v >>= 4) b[i] = "0123456789abcdef"[v & 15];
}

void (*volatile __malloc_trace)(int, void *, void *, size_t, void *);
void (*volatile __malloc_mtrace)(int, void *, void *, size_t, void *);
void (*volatile __malloc_list_hook)(int, void *, void *, size_t, void *);
volatile int __malloc_list_lock[1];
void (*volatile __malloc_fail_hook)(const char *, const void *);

_Noreturn void __malloc_fail(const char *what, const void *p)
{
	/* mcheck's handler first, once: it may itself free or fail. */
	void (*hook)(const char *, const void *) = __malloc_fail_hook;
	__malloc_fail_hook = 0;
	if (hook) hook(what, p);
	char buf[160], *q = buf;
	const char *pre = "polyport malloc: ";
	while (*pre) *q++ = *pre++;
	while (*what && q < buf + 100) *q++ = *what++;
	*q++ = ' '; *q++ = '0'; *q++ = 'x';
	hexout(q, (uintptr_t)p); q += 16;
	const char *post = " detected\n";
	while (*post) *q++ = *post++;
	__syscall(SYS_write, 2, buf, q - buf);
	/* Die by SIGABRT even if the program caught or blocked it, as abort()
	 * does; abort itself may not be linked in. */
	unsigned long set[2] = { 1UL << 5, 0 };
	long act[4] = { 0, 0, 0, 0 };
	__syscall(SYS_rt_sigaction, 6, act, 0, 8);
	__syscall(SYS_rt_sigprocmask, 1 /* SIG_UNBLOCK */, set, 0, 8);
	__syscall(SYS_tgkill, __syscall(SYS_getpid), __syscall(SYS_gettid), 6);
	a_crash();
	for (;;) __syscall(SYS_exit_group, 127);
}

/* Mappings are asked for upward from heap_next, a hint the kernel takes
 * when the range is free (otherwise it places the mapping as it would
 * have, and the next one tries further on). The base is random in
 * [2^(b-3), 2^(b-2)), where 2^b bounds the stack's address (b = 47 on
 * x86_64, 48 or 39 on aarch64): below the kernel's mmap area and the
 * stack, above the images the kernel places, 64 KiB aligned: 2^(b-19)
 * places. Without getrandom (old kernel, seccomp) the heap stays where
 * the kernel puts mappings, as it used to: a guessable base is worse
 * than the kernel's. Not AT_RANDOM either: its bytes are the stack
 * canary and the secret, and heap addresses are easy to learn. */
static void init_heap_next(void)
{
	uint64_t x;
	uintptr_t none = 0, top = (uintptr_t)&x;
	if (__syscall(SYS_getrandom, &x, sizeof x, 1 /* GRND_NONBLOCK */) != sizeof x) return;
	uintptr_t span = (uintptr_t)1 << (63 - __builtin_clzl(top));
	uintptr_t base = (span / 4 + x % (span / 4)) & -(uintptr_t)65536;
	__atomic_compare_exchange_n(&heap_next, &none, base, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/* Threads can get here at once, each under its own arena's lock, so the
 * values may depend on process-wide inputs only (the secret once mixed
 * in the caller's stack address, and two threads' first mallocs then
 * disagreed about every header); the first store of each wins. The
 * secret goes last: a thread that sees it sees the heap base. */
static void init_secret(void)
{
	const unsigned char *r = (const void *)libc.auxv_cache[AT_RANDOM];
	uint64_t s = 0, zero = 0;
	init_heap_next();
	if (r) memcpy(&s, r + 8, 8);
	s ^= (uintptr_t)&secret * 0x2545f4914f6cdd1dull;
	__atomic_compare_exchange_n(&secret, &zero, s | 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

static void *map(size_t n)
{
	uintptr_t hint = heap_next ? __atomic_fetch_add(&heap_next, n, __ATOMIC_RELAXED) : 0;
	long r = __syscall(SYS_mmap, hint, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if ((unsigned long)r > -4096UL) return 0;
	return (void *)r;
}

static struct slab *lcache_get(size_t need);
static int lcache_put(struct slab *s);

static struct arena *my_arena(void)
{
	struct tcache *t = &tc;
	if (!t->arena) t->arena = 1 + (unsigned)a_fetch_add(&next_arena, 1) % NARENA;
	return &arenas[t->arena - 1];
}

static void slab_link(struct arena *a, struct slab *s)
{
	struct slab **head = &a->partial[s->cls];
	s->prev = 0;
	s->next = *head;
	if (*head) (*head)->prev = s;
	*head = s;
	s->listed = 1;
}

static void slab_unlink(struct arena *a, struct slab *s)
{
	if (s->prev) s->prev->next = s->next;
	else a->partial[s->cls] = s->next;
	if (s->next) s->next->prev = s->prev;
	s->next = s->prev = 0;
	s->listed = 0;
}

/* Arena lock held. Returns a slot header (state not yet set) or 0. */
static struct chunk *slot_get(struct arena *a, int c)
{
	struct slab *s = a->partial[c];
	struct chunk *h;
	size_t sz = slot_size[c];
	if (!s) {
		size_t n = slab_bytes(c);
		if (!secret) init_secret();
		s = lcache_get(n);
		if (s) n = s->map_size;
		else if (!(s = map(n))) return 0;
		s->magic = slab_magic(s);
		s->arena = a;
		s->free = 0;
		s->bump = (char *)s + SLAB_HDR;
		s->end = (char *)s + n;
		s->map_size = n;
		s->used = 0;
		s->cls = c;
		s->counted_empty = 0;
		slab_link(a, s);
	}
	if (s->counted_empty) {
		s->counted_empty = 0;
		a->nempty[c]--;
	}
	if (s->free) {
		h = s->free;
		s->free = link_enc(*(void **)(h + 1));
	} else {
		h = (struct chunk *)s->bump;
		s->bump += sz;
		set_chunk(h, (char *)h - (char *)s, 0, c, ST_FREE);
	}
	s->used++;
	if (!s->free && s->bump + sz > s->end) slab_unlink(a, s);
	return h;
}

/* Arena lock held; H is a validated, free-marked slot header of class C. */
static void slot_put(struct arena *a, struct slab *s, struct chunk *h)
{
	*(void **)(h + 1) = link_enc(s->free);
	s->free = h;
	s->used--;
	if (!s->listed) slab_link(a, s);
	if (!s->used) {
		if (a->nempty[s->cls]) {
			slab_unlink(a, s);
			if (!lcache_put(s)) __syscall(SYS_munmap, s, s->map_size);
		} else {
			a->nempty[s->cls]++;
			s->counted_empty = 1;
		}
	}
}

static struct slab *checked_slab(struct chunk *h)
{
	struct slab *s = chunk_slab(h);
	if (s->magic != slab_magic(s) || s->cls != h->cls) __malloc_fail("corrupted slab header for", h + 1);
	return s;
}

/* Give N cached slots of class C back to their slabs, taking each
 * owner's arena lock once per run of slots from the same arena. */
__attribute__((noinline))
static void tc_drain(struct tcache *t, int c, int n)
{
	struct arena *held = 0;
	while (n-- && t->head[c]) {
		void *p = t->head[c];
		struct chunk *h = (struct chunk *)p - 1;
		t->head[c] = link_enc(*(void **)p);
		t->count[c]--;
		struct slab *s = checked_slab(h);
		if (s->arena != held) {
			if (held) UNLOCK(held->lock);
			held = s->arena;
			LOCK(held->lock);
		}
		slot_put(held, s, h);
	}
	if (held) UNLOCK(held->lock);
}

/* A cached mapping at least NEED bytes and not more than twice that. */
static struct slab *lcache_get(size_t need)
{
	struct slab *best = 0;
	int bi = -1;
	if (need > LCACHE_MAX) return 0;
	LOCK(lcache_lock);
	for (int i = 0; i < LCACHE_N; i++) {
		size_t z = lcache[i].size;
		if (lcache[i].s && z >= need && z / 2 <= need && (bi < 0 || z < lcache[bi].size)) bi = i;
	}
	if (bi >= 0) {
		best = lcache[bi].s;
		lcache[bi].s = 0;
		lcache_total -= lcache[bi].size;
	}
	UNLOCK(lcache_lock);
	return best;
}

/* Cache S, evicting the oldest entries (unmapped) to make room, so
 * mappings nobody reuses cannot clog the cache. */
static int lcache_put(struct slab *s)
{
	static uint64_t clock;
	struct lent victim[LCACHE_N];
	int nv = 0, done = 0;
	if (s->map_size > LCACHE_MAX) return 0;
	LOCK(lcache_lock);
	for (;;) {
		int free_i = -1, old_i = -1;
		for (int i = 0; i < LCACHE_N; i++) {
			if (!lcache[i].s) free_i = i;
			else if (old_i < 0 || lcache[i].age < lcache[old_i].age) old_i = i;
		}
		if (free_i >= 0 && lcache_total + s->map_size <= LCACHE_TOTAL) {
			lcache[free_i] = (struct lent){ s, s->map_size, ++clock };
			lcache_total += s->map_size;
			done = 1;
			break;
		}
		if (old_i < 0) break;
		victim[nv++] = lcache[old_i];
		lcache_total -= lcache[old_i].size;
		lcache[old_i].s = 0;
	}
	UNLOCK(lcache_lock);
	while (nv--) __syscall(SYS_munmap, victim[nv].s, victim[nv].size);
	return done;
}

__attribute__((noinline))
static void *malloc_large(size_t n, size_t align)
{
	size_t ps = libc.page_size, need;
	if (n > PTRDIFF_MAX - SLAB_HDR - 2 * ps - align) goto nomem;
	need = (SLAB_HDR + HDR + n + 1 + (align > HDR ? align : 0) + ps - 1) & -ps;
	if (!secret) init_secret();
	struct slab *s = lcache_get(need);
	if (s) {
		/* Reused (maybe an old slab): contents are not zero, so calloc
		 * must clear it. */
		s->cls = CLS_LARGE;
		s->listed = 1;
	} else {
		s = map(need);
		if (!s) goto nomem;
		s->magic = slab_magic(s);
		s->cls = CLS_LARGE;
		s->map_size = need;
		s->listed = 0;
	}
	/* The chunk header goes after the mapping's header, not over it. */
	uintptr_t u = (uintptr_t)s + SLAB_HDR + HDR;
	if (align > HDR) u = (u + align - 1) & -align;
	if (u - (uintptr_t)s > UINT32_MAX) {
		__syscall(SYS_munmap, s, s->map_size);
		goto nomem;
	}
	struct chunk *h = (struct chunk *)u - 1;
	set_chunk(h, (char *)h - (char *)s, 0, CLS_LARGE, ST_INUSE);
	mark_large(s, h, n);
	return (void *)u;
nomem:
	errno = ENOMEM;
	return 0;
}

/* Out of line so the cache-hit path in malloc needs no stack frame. */
__attribute__((noinline))
static void *malloc_refill(int c, size_t n)
{
	struct tcache *t = &tc;
	struct arena *a = my_arena();
	int batch = tc_cap[c] / 2;
	struct chunk *h;
	LOCK(a->lock);
	h = slot_get(a, c);
	for (int i = 1; h && i < batch; i++) {
		struct chunk *x = slot_get(a, c);
		if (!x) break;
		*(void **)(x + 1) = link_enc(t->head[c]);
		t->head[c] = x + 1;
		t->count[c]++;
	}
	UNLOCK(a->lock);
	if (!h) {
		errno = ENOMEM;
		return 0;
	}
	h->state = ST_INUSE;
	mark_end(h, n);
	return h + 1;
}

static inline __attribute__((always_inline)) void *do_malloc(size_t n)
{
	if (n <= MAX_SMALL) {
		int c = size_class(n);
		struct tcache *t = &tc;
		void *p = t->head[c];
		if (p) {
			struct chunk *h = (struct chunk *)p - 1;
			/* cls == c also bounds cls: no range check */
			uint32_t k = chunk_check(h, chunk_word(h), c);
			if (h->state != ST_FREE || h->check != k || h->cls != c)
				__malloc_fail("corrupted free list entry", p);
			t->head[c] = link_enc(*(void **)p);
			t->count[c]--;
			h->state = ST_INUSE;
			h->pad = n;
			((unsigned char *)p)[n] = canary(k);
			return p;
		}
		return malloc_refill(c, n);
	}
	return malloc_large(n, 0);
}

/* While mtrace runs, each public entry records what it did and for
 * whom; out of line, so the untraced paths keep their shape. */
__attribute__((noinline, cold))
static void *traced_malloc(size_t n, void *caller)
{
	void *p = do_malloc(n);
	__malloc_trace_new(p, n, caller);
	return p;
}

void *malloc(size_t n)
{
	if (__builtin_expect(__malloc_trace != 0, 0)) return traced_malloc(n, __builtin_return_address(0));
	return do_malloc(n);
}

void *__malloc_for(size_t n, void *caller)
{
	if (__builtin_expect(__malloc_trace != 0, 0)) return traced_malloc(n, caller);
	return do_malloc(n);
}

__attribute__((noinline))
static void free_large(struct chunk *h)
{
	struct slab *s = chunk_slab(h);
	if (s->magic != slab_magic(s)) __malloc_fail("corrupted mapping header for", h + 1);
	check_large_end(s, h, h + 1);
	h->state = ST_FREE;
	if (!lcache_put(s)) __syscall(SYS_munmap, s, s->map_size);
}

/* The cache for class C is full (or C bypasses it). */
__attribute__((noinline))
static void free_slow(struct tcache *t, struct chunk *h, int c, void *p)
{
	check_end(h, p);
	h->state = ST_FREE;
	if (!tc_cap[c]) {
		struct slab *s = checked_slab(h);
		struct arena *a = s->arena;
		LOCK(a->lock);
		slot_put(a, s, h);
		UNLOCK(a->lock);
		return;
	}
	tc_drain(t, c, tc_cap[c] / 2 + 1);
	*(void **)(h + 1) = link_enc(t->head[c]);
	t->head[c] = h + 1;
	t->count[c]++;
}

/* A large mapping, or a class no header can have. */
__attribute__((noinline))
static void free_other(struct chunk *h, void *p)
{
	if (h->cls != CLS_LARGE) __malloc_fail("invalid pointer or overwritten header at", p);
	free_large(h);
}

/* Free the slot or mapping whose own header H (valid, in use, check word
 * K) holds P. */
static inline __attribute__((always_inline)) void free_chunk(struct chunk *h, uint32_t k, void *p)
{
	int c = h->cls;
	if (c >= NCLASS) {
		free_other(h, p);
		return;
	}
	struct tcache *t = &tc;
	if (t->count[c] >= tc_cap[c]) {
		free_slow(t, h, c, p);
		return;
	}
	/* a cached class: its requests are below 2^16, pad holds them whole */
	if (((unsigned char *)(h + 1))[h->pad] != canary(k)) overflow_fail(p);
	h->state = ST_FREE;
	*(void **)(h + 1) = link_enc(t->head[c]);
	t->head[c] = h + 1;
	t->count[c]++;
}

/* P is aligned: its header H (valid, in use) is retired, the slot's own
 * header checked and freed. Out of line, so free needs no frame. */
__attribute__((noinline))
static void free_aligned(struct chunk *h, void *p)
{
	struct chunk *o = (struct chunk *)((char *)h - h->delta);
	if (!chunk_ok(o) || o->state != ST_INUSE || o->delta)
		__malloc_fail("overwritten header before", p);
	h->state = ST_FREE;
	free_chunk(o, o->check, p);
}

/* The header is checked first, then the canary after the request. */
static inline __attribute__((always_inline)) void do_free(void *p)
{
	struct chunk *h = (struct chunk *)p - 1;
	if (!p) return;
	if (((uintptr_t)p & 15) || !secret) __malloc_fail("invalid pointer", p);
	uint32_t k = chunk_check(h, chunk_word(h), h->cls);
	if (h->check != k) __malloc_fail("invalid pointer or overwritten header at", p);
	if (h->state != ST_INUSE) {
		if (h->state == ST_FREE) __malloc_fail("double free of", p);
		__malloc_fail("overwritten header at", p);
	}
	if (h->delta) free_aligned(h, p);
	else free_chunk(h, k, p);
}

__attribute__((noinline, cold))
static void traced_free(void *p, void *caller)
{
	void (*f)(int, void *, void *, size_t, void *) = __malloc_trace;
	if (p && f) f('-', p, 0, 0, caller);
	do_free(p);
}

void free(void *p)
{
	if (__builtin_expect(__malloc_trace != 0, 0)) {
		traced_free(p, __builtin_return_address(0));
		return;
	}
	do_free(p);
}

/* Bytes usable from P up to the canary of the slot or mapping O. */
static size_t usable(struct chunk *o, void *p)
{
	size_t n = o->cls == CLS_LARGE ? chunk_slab(o)->req : req_size(o);
	return (char *)(o + 1) + n - (char *)p;
}

/* The size asked for, as musl answers: the byte after it is the canary,
 * and a program writing there would be taken for an overflow. */
size_t __malloc_usable(void *p)
{
	struct chunk *h = (struct chunk *)p - 1;
	if (!p) return 0;
	if (((uintptr_t)p & 15) || !secret || !chunk_ok(h) || h->state != ST_INUSE)
		__malloc_fail("invalid pointer", p);
	if (h->delta) h = (struct chunk *)((char *)h - h->delta);
	return usable(h, p);
}

/* mprobe: 0 intact, 1 freed, 2 header overwritten (or never
 * allocated), 3 written past the end; nothing is changed. */
int __malloc_probe(const void *p)
{
	const struct chunk *h = (const struct chunk *)p - 1, *o = h;
	if (((uintptr_t)p & 15) || !secret || !chunk_ok(h)) return 2;
	if (h->state == ST_FREE) return 1;
	if (h->state != ST_INUSE) return 2;
	if (h->delta) {
		o = (const struct chunk *)((const char *)h - h->delta);
		if (!chunk_ok(o) || o->state != ST_INUSE || o->delta) return 2;
	}
	if (o->cls != CLS_LARGE) return slot_end_ok(o) ? 0 : 3;
	const struct slab *s = chunk_slab(o);
	if (s->magic != slab_magic(s)) return 2;
	return large_end_ok(s, o) ? 0 : 3;
}

int __malloc_started(void)
{
	return secret != 0;
}

int __malloc_fresh(void *p)
{
	struct chunk *h = (struct chunk *)p - 1;
	return h->cls == CLS_LARGE && !chunk_slab(h)->listed;
}

static void *realloc_large(struct chunk *h, void *p, size_t n)
{
	struct slab *s = chunk_slab(h);
	size_t ps = libc.page_size, lead = (char *)p - (char *)s;
	if (n > PTRDIFF_MAX - lead - ps - 1) {
		errno = ENOMEM;
		return 0;
	}
	size_t need = (lead + n + 1 + ps - 1) & -ps;
	if (need == s->map_size) {
		mark_large(s, h, n);
		return p;
	}
	long r = __syscall(SYS_mremap, s, s->map_size, need, MREMAP_MAYMOVE);
	if ((unsigned long)r > -4096UL) {
		if (need > s->map_size) return 0;
		mark_large(s, h, n);
		return p;
	}
	s = (struct slab *)r;
	s->magic = slab_magic(s);
	s->map_size = need;
	s->listed = 1;
	h = (struct chunk *)((char *)s + lead) - 1;
	set_chunk(h, (char *)h - (char *)s, 0, CLS_LARGE, ST_INUSE);
	mark_large(s, h, n);
	return h + 1;
}

static inline __attribute__((always_inline)) void *do_realloc(void *p, size_t n)
{
	if (!p) return do_malloc(n);
	struct chunk *h = (struct chunk *)p - 1;
	if (((uintptr_t)p & 15) || !secret || !chunk_ok(h) || h->state != ST_INUSE) {
		if (secret && chunk_ok(h) && h->state == ST_FREE) __malloc_fail("realloc of freed pointer", p);
		__malloc_fail("invalid pointer passed to realloc:", p);
	}
	struct chunk *o = h->delta ? (struct chunk *)((char *)h - h->delta) : h;
	size_t room;  /* bytes P could hold in place, the canary after them */
	if (o->cls == CLS_LARGE) {
		struct slab *s = chunk_slab(o);
		if (s->magic != slab_magic(s)) __malloc_fail("corrupted mapping header for", p);
		check_large_end(s, o, p);
		if (n > MAX_SMALL) {
			void *q = realloc_large(o, p, n);
			if (q) return q;
			errno = ENOMEM;
			return 0;
		}
		room = (char *)s + s->map_size - (char *)p - 1;
	} else {
		check_end(o, p);
		room = (char *)o + slot_size[o->cls] - (char *)p - 1;
	}
	size_t old = usable(o, p);
	/* In place when it fits and would not waste more than half the
	 * slot; an aligned block moves (its slot's canary is not at its
	 * end). */
	if (!h->delta && n <= room && (o->cls == CLS_LARGE ? n > MAX_SMALL / 2 : n >= room / 2 || o->cls == 0)) {
		if (o->cls == CLS_LARGE) mark_large(chunk_slab(o), o, n);
		else mark_end(o, n);
		return p;
	}
	void *q = do_malloc(n);
	if (!q) return 0;
	memcpy(q, p, n < old ? n : old);
	do_free(p);
	return q;
}

/* '<' goes out before the move: mcheck's list of live blocks drops P
 * while it can still be read, so no other thread's walk of the list
 * probes a block this realloc has freed (or is resizing in place). */
__attribute__((noinline, cold))
static void *traced_realloc(void *p, size_t n, void *caller)
{
	void (*f)(int, void *, void *, size_t, void *) = __malloc_trace;
	if (p && f) f('<', p, 0, n, caller);
	void *q = do_realloc(p, n);
	f = __malloc_trace;
	if (f) {
		if (!p) f('+', q, 0, n, caller);
		else if (!q) f('!', p, 0, n, caller);
		else f('>', q, p, n, caller);
	}
	return q;
}

void *realloc(void *p, size_t n)
{
	if (__builtin_expect(__malloc_trace != 0, 0)) return traced_realloc(p, n, __builtin_return_address(0));
	return do_realloc(p, n);
}

/* Any power-of-two alignment: over-allocate, then plant a second header
 * in front of the aligned address that points back at the slot's own. */
void *__malloc_aligned(size_t align, size_t n)
{
	if (align <= HDR) return do_malloc(n);
	if (n > PTRDIFF_MAX - align - HDR) {
		errno = ENOMEM;
		return 0;
	}
	/* Above 16 KiB alignment a slot's room could exceed the request
	 * placed in it by 2^16 or more, which its header cannot record
	 * (req_size); such blocks get a mapping of their own. */
	if (n + align + HDR > MAX_SMALL || align > 16384) return malloc_large(n, align);
	char *p = do_malloc(n + align + HDR);
	if (!p) return 0;
	struct chunk *o = (struct chunk *)p - 1;
	uintptr_t u = ((uintptr_t)p + align - 1) & -align;
	/* The canary goes right after the N bytes asked for, not after the
	 * over-allocation, so an overflow of the aligned block is caught at
	 * its free like any other. */
	mark_end(o, u + n - (uintptr_t)p);
	if (u == (uintptr_t)p) return p;
	/* p is 16-aligned but not ALIGN-aligned, so u >= p + 16. */
	struct chunk *h = (struct chunk *)u - 1;
	set_chunk(h, (char *)h - (char *)chunk_slab(o), (char *)h - (char *)o, o->cls, ST_INUSE);
	return (void *)u;
}

void __malloc_thread_exit(void)
{
	struct tcache *t = &tc;
	for (int c = 0; c < NCLASS; c++) tc_drain(t, c, t->count[c]);
}

void __malloc_atfork(int who)
{
	if (who < 0) {
		LOCK(__malloc_list_lock);
		for (int i = 0; i < NARENA; i++) LOCK(arenas[i].lock);
		LOCK(lcache_lock);
	} else if (!who) {
		UNLOCK(lcache_lock);
		for (int i = 0; i < NARENA; i++) UNLOCK(arenas[i].lock);
		UNLOCK(__malloc_list_lock);
	} else {
		/* The child has one thread; nobody else can be waiting. */
		__malloc_list_lock[0] = 0;
		lcache_lock[0] = 0;
		for (int i = 0; i < NARENA; i++) arenas[i].lock[0] = 0;
	}
}
