/* arc4random: a ChaCha20 keystream keyed from getrandom, with fast key
 * erasure (each refill's first 32 bytes become the next key, and bytes
 * are wiped as they are handed out). Fork safety: the state lives in its
 * own page marked MADV_WIPEONFORK, so a forked child finds it zeroed, and
 * the process id is compared on every call as well, because emulators
 * (qemu-user) accept that advice and ignore it, and a raw clone bypasses
 * any fork hook. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <sys/mman.h>
#include "syscall.h"
#include "lock.h"

#define BLOCKS 8
#define BUFSZ (64 * BLOCKS)
#define RESEED (1 << 20)

struct state {
	int ready;
	int pid;
	uint32_t key[8];
	uint32_t counter;
	size_t have;
	size_t until_reseed;
	unsigned char buf[BUFSZ];
};

static volatile int lock[1];
static struct state *st;

#define ROTL(x, n) ((x) << (n) | (x) >> (32 - (n)))
#define QR(a, b, c, d) \
	a += b, d ^= a, d = ROTL(d, 16), c += d, b ^= c, b = ROTL(b, 12), \
	a += b, d ^= a, d = ROTL(d, 8), c += d, b ^= c, b = ROTL(b, 7)

static void chacha_block(const uint32_t key[8], uint32_t ctr, unsigned char out[64])
{
	uint32_t in[16] = { 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574 }, x[16];
	memcpy(in + 4, key, 32);
	in[12] = ctr;
	in[13] = in[14] = in[15] = 0;
	memcpy(x, in, sizeof x);
	for (int i = 0; i < 10; i++) {
		QR(x[0], x[4], x[8], x[12]);
		QR(x[1], x[5], x[9], x[13]);
		QR(x[2], x[6], x[10], x[14]);
		QR(x[3], x[7], x[11], x[15]);
		QR(x[0], x[5], x[10], x[15]);
		QR(x[1], x[6], x[11], x[12]);
		QR(x[2], x[7], x[8], x[13]);
		QR(x[3], x[4], x[9], x[14]);
	}
	for (int i = 0; i < 16; i++) {
		uint32_t v = x[i] + in[i];
		out[4 * i] = v;
		out[4 * i + 1] = v >> 8;
		out[4 * i + 2] = v >> 16;
		out[4 * i + 3] = v >> 24;
	}
}

static void refill(void)
{
	for (int i = 0; i < BLOCKS; i++) chacha_block(st->key, st->counter++, st->buf + 64 * i);
	memcpy(st->key, st->buf, 32);
	memset(st->buf, 0, 32);
	st->have = BUFSZ - 32;
}

static int setup(void)
{
	if (!st) {
		long p = __syscall(SYS_mmap, 0, 4096 > sizeof *st ? 4096 : sizeof *st,
				   PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if ((unsigned long)p > -4096UL) return -1;
		st = (void *)p;
		__syscall(SYS_madvise, st, 4096, 18 /* MADV_WIPEONFORK */);
	}
	int pid = __syscall(SYS_getpid);
	if (!st->ready || st->until_reseed == 0 || pid != st->pid) {
		unsigned char seed[32];
		__random_bytes(seed, sizeof seed);
		/* Mix into any existing key rather than replace it. */
		for (int i = 0; i < 8; i++) {
			uint32_t w;
			memcpy(&w, seed + 4 * i, 4);
			st->key[i] = (st->ready && pid == st->pid ? st->key[i] : 0) ^ w;
		}
		memset(seed, 0, sizeof seed);
		st->counter = 0;
		st->have = 0;
		st->until_reseed = RESEED;
		st->pid = pid;
		st->ready = 1;
	}
	return 0;
}

void arc4random_buf(void *out, size_t n)
{
	unsigned char *o = out;
	LOCK(lock);
	if (setup() < 0) {
		/* No memory for the state: take bytes straight from the kernel. */
		UNLOCK(lock);
		__random_bytes(out, n);
		return;
	}
	while (n) {
		if (!st->have) refill();
		size_t k = n < st->have ? n : st->have;
		unsigned char *src = st->buf + BUFSZ - st->have;
		memcpy(o, src, k);
		memset(src, 0, k);
		o += k;
		n -= k;
		st->have -= k;
		st->until_reseed = st->until_reseed > k ? st->until_reseed - k : 0;
		if (!st->until_reseed) setup();
	}
	UNLOCK(lock);
}

uint32_t arc4random(void)
{
	uint32_t r;
	arc4random_buf(&r, sizeof r);
	return r;
}

uint32_t arc4random_uniform(uint32_t n)
{
	if (n < 2) return 0;
	/* Reject the low 2^32 mod n values so every residue is equally likely. */
	uint32_t min = -n % n, r;
	do r = arc4random(); while (r < min);
	return r % n;
}
