#ifndef CRYPT_IMPL_H
#define CRYPT_IMPL_H

#include <stddef.h>
#include <stdint.h>
#include "libc.h"

/* Each method writes its hash for key and setting into out (at least
 * 128 bytes) and returns out, or returns 0 for a setting it rejects. */
hidden char *__crypt_md5(const char *key, const char *setting, char *out);
hidden char *__crypt_sha256(const char *key, const char *setting, char *out);
hidden char *__crypt_sha512(const char *key, const char *setting, char *out);
hidden char *__crypt_des(const char *key, const char *setting, char *out);

/* DES one bit a byte (crypt_des.c), for crypt's DES and encrypt. */
hidden void __des_schedule(const unsigned char kb[64], unsigned char ks[16][48]);
hidden void __des_block(unsigned char block[64], const unsigned char ks[16][48], const unsigned char *e, int decrypt);

/* A hash for the $5$/$6$ method: its prefix, digest bytes (at most 64)
 * and functions over a context the caller provides. */
struct __sha2 {
	char prefix[4];
	size_t dlen;
	void (*init)(void *);
	void (*update)(void *, const void *, size_t);
	void (*final)(void *, unsigned char *);
};
/* Drepper's SHA-crypt over hash h with context c: writes the setting part
 * ("$5$[rounds=R$]salt$") to out and the final digest to a; returns where
 * the encoded digest goes, or 0 for a setting it rejects. */
hidden char *__crypt_sha2(const struct __sha2 *h, void *c, const char *key, const char *setting,
	char *out, unsigned char *a);

/* The crypt alphabet, six bits a character, least significant first. */
static inline char *__crypt_b64(char *p, uint32_t v, int n)
{
	static const char a[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	while (n--) {
		*p++ = a[v & 63];
		v >>= 6;
	}
	return p;
}

/* Setting characters refused everywhere, as libxcrypt does: they would
 * break the passwd and shadow file formats or are not ASCII. */
static inline int __crypt_bad_salt_char(char c)
{
	unsigned char u = c;
	return u <= ' ' || u >= 0x7f || c == ':' || c == ';' || c == '*' || c == '!' || c == '\\';
}

#endif
