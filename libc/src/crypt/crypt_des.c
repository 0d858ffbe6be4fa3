#include <string.h>
#include "crypt_impl.h"

/* Traditional DES crypt: the key's 8 characters (7 bits each) are the
 * DES key, the 12-bit salt swaps pairs of E-box outputs, and a zero block
 * is encrypted 25 times. Bit by bit, as the Seventh Edition did it: the
 * method exists for compatibility with old password files, not speed. */

static const unsigned char IP[64] = {
	58,50,42,34,26,18,10,2, 60,52,44,36,28,20,12,4, 62,54,46,38,30,22,14,6, 64,56,48,40,32,24,16,8,
	57,49,41,33,25,17,9,1, 59,51,43,35,27,19,11,3, 61,53,45,37,29,21,13,5, 63,55,47,39,31,23,15,7,
};
static const unsigned char FP[64] = {
	40,8,48,16,56,24,64,32, 39,7,47,15,55,23,63,31, 38,6,46,14,54,22,62,30, 37,5,45,13,53,21,61,29,
	36,4,44,12,52,20,60,28, 35,3,43,11,51,19,59,27, 34,2,42,10,50,18,58,26, 33,1,41,9,49,17,57,25,
};
static const unsigned char E0[48] = {
	32,1,2,3,4,5, 4,5,6,7,8,9, 8,9,10,11,12,13, 12,13,14,15,16,17,
	16,17,18,19,20,21, 20,21,22,23,24,25, 24,25,26,27,28,29, 28,29,30,31,32,1,
};
static const unsigned char P[32] = {
	16,7,20,21,29,12,28,17, 1,15,23,26,5,18,31,10, 2,8,24,14,32,27,3,9, 19,13,30,6,22,11,4,25,
};
static const unsigned char PC1[56] = {
	57,49,41,33,25,17,9, 1,58,50,42,34,26,18, 10,2,59,51,43,35,27, 19,11,3,60,52,44,36,
	63,55,47,39,31,23,15, 7,62,54,46,38,30,22, 14,6,61,53,45,37,29, 21,13,5,28,20,12,4,
};
static const unsigned char PC2[48] = {
	14,17,11,24,1,5, 3,28,15,6,21,10, 23,19,12,4,26,8, 16,7,27,20,13,2,
	41,52,31,37,47,55, 30,40,51,45,33,48, 44,49,39,56,34,53, 46,42,50,36,29,32,
};
static const unsigned char SHIFTS[16] = { 1,1,2,2,2,2,2,2,1,2,2,2,2,2,2,1 };
static const unsigned char S[8][64] = {
	{14,4,13,1,2,15,11,8,3,10,6,12,5,9,0,7, 0,15,7,4,14,2,13,1,10,6,12,11,9,5,3,8,
	 4,1,14,8,13,6,2,11,15,12,9,7,3,10,5,0, 15,12,8,2,4,9,1,7,5,11,3,14,10,0,6,13},
	{15,1,8,14,6,11,3,4,9,7,2,13,12,0,5,10, 3,13,4,7,15,2,8,14,12,0,1,10,6,9,11,5,
	 0,14,7,11,10,4,13,1,5,8,12,6,9,3,2,15, 13,8,10,1,3,15,4,2,11,6,7,12,0,5,14,9},
	{10,0,9,14,6,3,15,5,1,13,12,7,11,4,2,8, 13,7,0,9,3,4,6,10,2,8,5,14,12,11,15,1,
	 13,6,4,9,8,15,3,0,11,1,2,12,5,10,14,7, 1,10,13,0,6,9,8,7,4,15,14,3,11,5,2,12},
	{7,13,14,3,0,6,9,10,1,2,8,5,11,12,4,15, 13,8,11,5,6,15,0,3,4,7,2,12,1,10,14,9,
	 10,6,9,0,12,11,7,13,15,1,3,14,5,2,8,4, 3,15,0,6,10,1,13,8,9,4,5,11,12,7,2,14},
	{2,12,4,1,7,10,11,6,8,5,3,15,13,0,14,9, 14,11,2,12,4,7,13,1,5,0,15,10,3,9,8,6,
	 4,2,1,11,10,13,7,8,15,9,12,5,6,3,0,14, 11,8,12,7,1,14,2,13,6,15,0,9,10,4,5,3},
	{12,1,10,15,9,2,6,8,0,13,3,4,14,7,5,11, 10,15,4,2,7,12,9,5,6,1,13,14,0,11,3,8,
	 9,14,15,5,2,8,12,3,7,0,4,10,1,13,11,6, 4,3,2,12,9,5,15,10,11,14,1,7,6,0,8,13},
	{4,11,2,14,15,0,8,13,3,12,9,7,5,10,6,1, 13,0,11,7,4,9,1,10,14,3,5,12,2,15,8,6,
	 1,4,11,13,12,3,7,14,10,15,6,8,0,5,9,2, 6,11,13,8,1,4,10,7,9,5,0,15,14,2,3,12},
	{13,2,8,4,6,15,11,1,10,9,3,14,5,0,12,7, 1,15,13,8,10,3,7,4,12,5,6,11,0,14,9,2,
	 7,11,4,1,9,12,14,2,0,6,10,13,15,3,5,8, 2,1,14,7,4,10,8,13,15,12,9,0,3,5,6,11},
};

static int a64(char c)
{
	if (c == '.') return 0;
	if (c == '/') return 1;
	if (c >= '0' && c <= '9') return c - '0' + 2;
	if (c >= 'A' && c <= 'Z') return c - 'A' + 12;
	if (c >= 'a' && c <= 'z') return c - 'a' + 38;
	return -1;
}

/* The 16 round keys from the 64 key bits KB (every eighth, the parity
 * bit, unused). */
hidden void __des_schedule(const unsigned char kb[64], unsigned char ks[16][48])
{
	unsigned char cd[56];
	for (int i = 0; i < 56; i++) cd[i] = kb[PC1[i] - 1];
	for (int r = 0; r < 16; r++) {
		for (int n = 0; n < SHIFTS[r]; n++) {
			unsigned char c0 = cd[0], d0 = cd[28];
			memmove(cd, cd + 1, 27);
			cd[27] = c0;
			memmove(cd + 28, cd + 29, 27);
			cd[55] = d0;
		}
		for (int i = 0; i < 48; i++) ks[r][i] = cd[PC2[i] - 1];
	}
}

/* BLOCK (64 bits, one a byte) through DES with the round keys KS in
 * order, or in reverse to decrypt; E is the expansion (0: DES's own,
 * crypt passes one its salt has permuted). */
hidden void __des_block(unsigned char block[64], const unsigned char ks[16][48], const unsigned char *e, int decrypt)
{
	unsigned char lr[64];
	if (!e) e = E0;
	for (int i = 0; i < 64; i++) lr[i] = block[IP[i] - 1];
	unsigned char *l = lr, *r = lr + 32;
	for (int round = 0; round < 16; round++) {
		const unsigned char *k = ks[decrypt ? 15 - round : round];
		unsigned char x[48], f[32], nr[32];
		for (int i = 0; i < 48; i++) x[i] = r[e[i] - 1] ^ k[i];
		for (int t = 0; t < 8; t++) {
			const unsigned char *b = x + 6 * t;
			int v = S[t][(b[0] << 5 | b[5] << 4) | (b[1] << 3 | b[2] << 2 | b[3] << 1 | b[4])];
			for (int j = 0; j < 4; j++) f[4*t + j] = v >> (3 - j) & 1;
		}
		for (int i = 0; i < 32; i++) nr[i] = l[i] ^ f[P[i] - 1];
		memcpy(l, r, 32);
		memcpy(r, nr, 32);
	}
	unsigned char pre[64];
	memcpy(pre, r, 32);
	memcpy(pre + 32, l, 32);
	for (int i = 0; i < 64; i++) block[i] = pre[FP[i] - 1];
}

hidden char *__crypt_des(const char *key, const char *setting, char *out)
{
	int s0 = a64(setting[0]), s1 = s0 < 0 ? -1 : a64(setting[1]);
	if (s1 < 0) return 0;

	unsigned char kb[64] = { 0 }, ks[16][48], e[48];
	for (int i = 0; i < 8 && key[i]; i++)
		for (int j = 0; j < 7; j++) kb[8*i + j] = key[i] >> (6 - j) & 1;
	__des_schedule(kb, ks);

	memcpy(e, E0, 48);
	int salt = s0 | s1 << 6;
	for (int i = 0; i < 12; i++)
		if (salt >> i & 1) {
			unsigned char t = e[i];
			e[i] = e[i + 24];
			e[i + 24] = t;
		}

	unsigned char block[66] = { 0 };
	for (int it = 0; it < 25; it++) __des_block(block, ks, e, 0);

	static const char a[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
	out[0] = setting[0];
	out[1] = setting[1];
	for (int i = 0; i < 11; i++) {
		int c = 0;
		for (int j = 0; j < 6; j++) c = c << 1 | block[6*i + j];
		out[2 + i] = a[c];
	}
	out[13] = 0;
	return out;
}
