#include <string.h>
#include "crypt_impl.h"

/* MD5 (RFC 1321), only as far as crypt's $1$ method needs it. */
struct md5 {
	uint32_t h[4];
	uint64_t len;
	unsigned char buf[64];
};

#define ROL(x, n) ((x) << (n) | (x) >> (32 - (n)))

static const uint32_t K[64] = {
	0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
	0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
	0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
	0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
	0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
	0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
	0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
	0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};
static const unsigned char R[64] = {
	7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
	5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
	4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
	6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
};

static void block(struct md5 *s, const unsigned char *p)
{
	uint32_t m[16], a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3];
	for (int i = 0; i < 16; i++)
		m[i] = p[4*i] | p[4*i+1] << 8 | p[4*i+2] << 16 | (uint32_t)p[4*i+3] << 24;
	for (int i = 0; i < 64; i++) {
		uint32_t f;
		int g;
		if (i < 16) f = (b & c) | (~b & d), g = i;
		else if (i < 32) f = (d & b) | (~d & c), g = (5*i + 1) & 15;
		else if (i < 48) f = b ^ c ^ d, g = (3*i + 5) & 15;
		else f = c ^ (b | ~d), g = (7*i) & 15;
		uint32_t t = d;
		d = c;
		c = b;
		f += a + K[i] + m[g];
		b += ROL(f, R[i]);
		a = t;
	}
	s->h[0] += a; s->h[1] += b; s->h[2] += c; s->h[3] += d;
}

static void init(struct md5 *s)
{
	s->h[0] = 0x67452301; s->h[1] = 0xefcdab89; s->h[2] = 0x98badcfe; s->h[3] = 0x10325476;
	s->len = 0;
}

static void update(struct md5 *s, const void *data, size_t n)
{
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

static void final(struct md5 *s, unsigned char out[16])
{
	uint64_t bits = s->len * 8;
	unsigned char pad[72] = { 0x80 };
	size_t used = s->len & 63;
	update(s, pad, (used < 56 ? 56 : 120) - used);
	for (int i = 0; i < 8; i++) pad[i] = bits >> (8 * i);
	update(s, pad, 8);
	for (int i = 0; i < 16; i++) out[i] = s->h[i / 4] >> (8 * (i % 4));
}

hidden char *__crypt_md5(const char *key, const char *setting, char *out)
{
	const char *salt = setting + 3;
	size_t sl = 0, kl = strlen(key);
	while (sl < 8 && salt[sl] && salt[sl] != '$') {
		if (__crypt_bad_salt_char(salt[sl])) return 0;
		sl++;
	}
	unsigned char f[16];
	struct md5 c;
	init(&c); update(&c, key, kl); update(&c, salt, sl); update(&c, key, kl); final(&c, f);
	init(&c); update(&c, key, kl); update(&c, "$1$", 3); update(&c, salt, sl);
	for (size_t n = kl; n > 0; n -= n > 16 ? 16 : n) update(&c, f, n > 16 ? 16 : n);
	for (size_t n = kl; n; n >>= 1) update(&c, n & 1 ? "" : key, 1);
	final(&c, f);
	for (int i = 0; i < 1000; i++) {
		init(&c);
		if (i & 1) update(&c, key, kl); else update(&c, f, 16);
		if (i % 3) update(&c, salt, sl);
		if (i % 7) update(&c, key, kl);
		if (i & 1) update(&c, f, 16); else update(&c, key, kl);
		final(&c, f);
	}
	char *p = out;
	memcpy(p, "$1$", 3);
	memcpy(p + 3, salt, sl);
	p += 3 + sl;
	*p++ = '$';
	static const unsigned char perm[5][3] = { {0,6,12}, {1,7,13}, {2,8,14}, {3,9,15}, {4,10,5} };
	for (int i = 0; i < 5; i++)
		p = __crypt_b64(p, f[perm[i][0]] << 16 | f[perm[i][1]] << 8 | f[perm[i][2]], 4);
	p = __crypt_b64(p, f[11], 2);
	*p = 0;
	return out;
}
