#include <stdlib.h>
#include <string.h>
#include "crypt_impl.h"

/* The $5$ and $6$ methods (Ulrich Drepper's "Unix crypt using SHA-256
 * and SHA-512" specification) share everything but the hash, its size
 * and the order the digest bytes are written in. */
/* Adds n bytes of the repeated digest-sized block d. */
static void repeat(const struct __sha2 *h, void *c, const unsigned char *d, size_t n)
{
	for (; n > h->dlen; n -= h->dlen) h->update(c, d, h->dlen);
	h->update(c, d, n);
}

#define ROUNDS_DEFAULT 5000
#define ROUNDS_MIN 1000
#define ROUNDS_MAX 999999999

hidden char *__crypt_sha2(const struct __sha2 *h, void *c, const char *key, const char *setting,
	char *out, unsigned char *a)
{
	const char *salt = setting + 3;
	unsigned long rounds = ROUNDS_DEFAULT;
	int custom = 0;
	if (!strncmp(salt, "rounds=", 7)) {
		/* as libxcrypt: out of range or with a leading zero is
		 * refused (glibc's libcrypt used to clamp it instead) */
		char *end;
		if (salt[7] < '1' || salt[7] > '9') return 0;
		rounds = strtoul(salt + 7, &end, 10);
		if (*end != '$' || rounds < ROUNDS_MIN || rounds > ROUNDS_MAX) return 0;
		salt = end + 1;
		custom = 1;
	}
	size_t sl = 0, kl = strlen(key);
	while (sl < 16 && salt[sl] && salt[sl] != '$') {
		if (__crypt_bad_salt_char(salt[sl])) return 0;
		sl++;
	}

	unsigned char b[64], dp[64], ds[64];
	size_t dl = h->dlen;
	h->init(c); h->update(c, key, kl); h->update(c, salt, sl); h->update(c, key, kl); h->final(c, b);
	h->init(c); h->update(c, key, kl); h->update(c, salt, sl);
	repeat(h, c, b, kl);
	for (size_t n = kl; n; n >>= 1)
		if (n & 1) h->update(c, b, dl); else h->update(c, key, kl);
	h->final(c, a);

	h->init(c);
	for (size_t i = 0; i < kl; i++) h->update(c, key, kl);
	h->final(c, dp);
	h->init(c);
	for (int i = 0; i < 16 + a[0]; i++) h->update(c, salt, sl);
	h->final(c, ds);

	/* the P and S sequences: dp and ds repeated to the key and salt length */
	unsigned char *p = malloc(kl + 1), s[16];
	if (!p) return 0;
	for (size_t i = 0; i < kl; i++) p[i] = dp[i % dl];
	for (size_t i = 0; i < sl; i++) s[i] = ds[i % dl];

	for (unsigned long i = 0; i < rounds; i++) {
		h->init(c);
		if (i & 1) h->update(c, p, kl); else h->update(c, a, dl);
		if (i % 3) h->update(c, s, sl);
		if (i % 7) h->update(c, p, kl);
		if (i & 1) h->update(c, a, dl); else h->update(c, p, kl);
		h->final(c, a);
	}
	free(p);

	char *o = out;
	memcpy(o, h->prefix, 3);
	o += 3;
	if (custom) {
		char num[24], *q = num + sizeof num;
		*--q = 0;
		unsigned long r = rounds;
		do *--q = '0' + r % 10; while (r /= 10);
		o = stpcpy(stpcpy(o, "rounds="), q);
		*o++ = '$';
	}
	memcpy(o, salt, sl);
	o += sl;
	*o++ = '$';
	return o;
}
