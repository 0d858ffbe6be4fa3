#include <string.h>
#include "crypt_impl.h"

/* SHA-256 (FIPS 180-4) and the $5$ method (Ulrich Drepper's
 * "Unix crypt using SHA-256 and SHA-512" specification). */
struct sha256 {
	uint32_t h[8];
	uint64_t len;
	unsigned char buf[64];
};

static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROR(x, n) ((x) >> (n) | (x) << (32 - (n)))

static void block(struct sha256 *s, const unsigned char *p)
{
	uint32_t w[64], v[8];
	for (int i = 0; i < 16; i++)
		w[i] = (uint32_t)p[4*i] << 24 | p[4*i+1] << 16 | p[4*i+2] << 8 | p[4*i+3];
	for (int i = 16; i < 64; i++) {
		uint32_t s0 = ROR(w[i-15], 7) ^ ROR(w[i-15], 18) ^ (w[i-15] >> 3);
		uint32_t s1 = ROR(w[i-2], 17) ^ ROR(w[i-2], 19) ^ (w[i-2] >> 10);
		w[i] = w[i-16] + s0 + w[i-7] + s1;
	}
	memcpy(v, s->h, sizeof v);
	for (int i = 0; i < 64; i++) {
		uint32_t e = v[4], a = v[0];
		uint32_t t1 = v[7] + (ROR(e, 6) ^ ROR(e, 11) ^ ROR(e, 25)) + ((e & v[5]) ^ (~e & v[6])) + K[i] + w[i];
		uint32_t t2 = (ROR(a, 2) ^ ROR(a, 13) ^ ROR(a, 22)) + ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
		memmove(v + 1, v, 7 * sizeof *v);
		v[4] += t1;
		v[0] = t1 + t2;
	}
	for (int i = 0; i < 8; i++) s->h[i] += v[i];
}

static void init(void *ctx)
{
	struct sha256 *s = ctx;
	static const uint32_t h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
	};
	memcpy(s->h, h0, sizeof h0);
	s->len = 0;
}

static void update(void *ctx, const void *data, size_t n)
{
	struct sha256 *s = ctx;
	const unsigned char *p = data;
	size_t used = s->len & 63;
	s->len += n;
	if (used) {
		size_t k = 64 - used < n ? 64 - used : n;
		memcpy(s->buf + used, p, k);
		p += k; n -= k;
		if (used + k < 64) return;
		block(s, s->buf);
	}
	for (; n >= 64; p += 64, n -= 64) block(s, p);
	memcpy(s->buf, p, n);
}

static void final(void *ctx, unsigned char *out)
{
	struct sha256 *s = ctx;
	uint64_t bits = s->len * 8;
	unsigned char pad[72] = { 0x80 };
	size_t used = s->len & 63;
	update(s, pad, (used < 56 ? 56 : 120) - used);
	for (int i = 0; i < 8; i++) pad[i] = bits >> (56 - 8 * i);
	update(s, pad, 8);
	for (int i = 0; i < 32; i++) out[i] = s->h[i / 4] >> (24 - 8 * (i % 4));
}

static const struct __sha2 hash = { "$5$", 32, init, update, final };

hidden char *__crypt_sha256(const char *key, const char *setting, char *out)
{
	struct sha256 c;
	unsigned char a[32];
	char *o = __crypt_sha2(&hash, &c, key, setting, out, a);
	if (!o) return 0;
	static const unsigned char perm[10][3] = {
		{0,10,20}, {21,1,11}, {12,22,2}, {3,13,23}, {24,4,14},
		{15,25,5}, {6,16,26}, {27,7,17}, {18,28,8}, {9,19,29},
	};
	for (int i = 0; i < 10; i++)
		o = __crypt_b64(o, a[perm[i][0]] << 16 | a[perm[i][1]] << 8 | a[perm[i][2]], 4);
	o = __crypt_b64(o, a[31] << 8 | a[30], 3);
	*o = 0;
	return out;
}
