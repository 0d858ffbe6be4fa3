#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "crypt_impl.h"

/* XSI's DES interface: arrays of 64 bytes, one bit each (only the low
 * bit of each is read). setkey's every eighth bit is parity and unused;
 * encrypt enciphers BLOCK in place, or deciphers it when EDFLAG is
 * nonzero, as glibc does for any nonzero flag. Plain DES: no salt, as
 * glibc's setkey leaves it. The key is one per process (POSIX: these
 * need not be thread-safe). */

static unsigned char ks[16][48];

void setkey(const char *key)
{
	unsigned char kb[64];
	for (int i = 0; i < 64; i++) kb[i] = key[i] & 1;
	__des_schedule(kb, ks);
}

void encrypt(char *block, int edflag)
{
	unsigned char b[64];
	for (int i = 0; i < 64; i++) b[i] = block[i] & 1;
	__des_block(b, (const unsigned char (*)[48])ks, 0, edflag != 0);
	for (int i = 0; i < 64; i++) block[i] = b[i];
}
