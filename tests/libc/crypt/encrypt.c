/* setkey and encrypt: DES on arrays of bits, checked with the known
 * answers of FIPS 81 (appendix B), NBS SP 500-20 (the variable
 * plaintext and variable key tables' first entries) and the textbook
 * key 133457799BBCDFF1 (each also checked with OpenSSL's DES-ECB);
 * decryption gives the plaintext back, parity bits and the high bits of
 * each byte are ignored. glibc 2.28 and later declare neither, and
 * Debian's libxcrypt keeps them (working, not ENOSYS stubs) only as
 * compatibility symbols for old binaries: the glibc build reaches them
 * with dlvsym. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"

#ifndef __polyport__
#include <dlfcn.h>
static void (*setkey_p)(const char *);
static void (*encrypt_p)(char *, int);
#define setkey setkey_p
#define encrypt encrypt_p
#endif

static void bits(char *out, const char *hex)
{
	for (int i = 0; i < 16; i++) {
		int c = hex[i], v = c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
		for (int j = 0; j < 4; j++) out[4 * i + j] = v >> (3 - j) & 1;
	}
}

static const struct { const char *key, *plain, *cipher; } kat[] = {
	{ "0123456789abcdef", "4e6f772069732074", "3fa40e8a984d4815" },
	{ "133457799bbcdff1", "0123456789abcdef", "85e813540f0ab405" },
	{ "0101010101010101", "8000000000000000", "95f8a5e5dd31d900" },
	{ "8001010101010101", "0000000000000000", "95a8d72813daa94d" },
};

int main(void)
{
#ifndef __polyport__
	void *h = dlopen("libcrypt.so.1", RTLD_NOW);
	if (h) {
		setkey_p = (void (*)(const char *))dlvsym(h, "setkey", "GLIBC_2.2.5");
		encrypt_p = (void (*)(char *, int))dlvsym(h, "encrypt", "GLIBC_2.2.5");
	}
	if (!setkey_p || !encrypt_p) SKIP("libcrypt.so.1 has no setkey/encrypt@GLIBC_2.2.5");
#endif
	char key[64], block[64], want[64], plain[64];
	for (size_t i = 0; i < sizeof kat / sizeof *kat; i++) {
		bits(key, kat[i].key);
		bits(plain, kat[i].plain);
		bits(want, kat[i].cipher);
		setkey(key);
		memcpy(block, plain, 64);
		encrypt(block, 0);
		CHECK_MEM(block, want, 64);
		encrypt(block, 1);
		CHECK_MEM(block, plain, 64);
	}
	/* The parity bits do not count, nor any bit but the lowest. */
	bits(key, "0123456789abcdef");
	for (int i = 7; i < 64; i += 8) key[i] ^= 1;
	for (int i = 0; i < 64; i++) key[i] |= 0x10;
	setkey(key);
	bits(block, "4e6f772069732074");
	for (int i = 0; i < 64; i++) block[i] |= 0x40;
	encrypt(block, 0);
	bits(want, "3fa40e8a984d4815");
	CHECK_MEM(block, want, 64);
	/* Any nonzero flag deciphers, as in glibc. */
	encrypt(block, 7);
	bits(want, "4e6f772069732074");
	CHECK_MEM(block, want, 64);
	return check_done();
}
