/* CP1255 and CP1258 decode with composition, as glibc's do: a letter is
 * held back until the next character shows whether the two make one
 * precomposed character, across calls, until the flush
 * (iconv(cd, NULL, NULL, &out, &left)) writes it; a reset without an
 * output drops it. Every pair of bytes (and every triple after two
 * Hebrew letters, which compose twice) goes into a hash per charset
 * with what came out before and after the flush; the expected hashes
 * are glibc's (the glibc build checks them too). The same inputs go
 * again with little room for the output (UTF-32LE) and to a charset
 * lacking most of what they decode to (ISO-8859-1): where the input
 * stops on E2BIG and EILSEQ, with what held, is glibc's too.
 *
 *   ICONV_PRINT=1   print the hashes (to regenerate them)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static unsigned long long h;

static void mix(const void *p, size_t n)
{
	const unsigned char *s = p;
	while (n--) h = (h ^ *s++) * 0x100000001b3ull;
}

static void one(iconv_t cd, const unsigned char *in, size_t n)
{
	char out[64], *ip = (char *)in, *op = out;
	size_t il = n, ol = sizeof out;
	int rec[4];
	iconv(cd, 0, 0, 0, 0);
	errno = 0;
	size_t r = iconv(cd, &ip, &il, &op, &ol);
	rec[0] = r == (size_t)-1 ? errno : 0;
	rec[1] = n - il;
	rec[2] = sizeof out - ol;
	iconv(cd, 0, 0, &op, &ol);
	rec[3] = sizeof out - ol;
	mix(rec, sizeof rec);
	mix(out, rec[3]);
}

/* Converts IN with ROOM bytes for the output, then what is left with
 * the rest of OUT, then flushes. */
static void two(iconv_t cd, const unsigned char *in, size_t n, size_t room)
{
	char out[64], *ip = (char *)in, *op = out;
	size_t il = n, ol = room;
	int rec[7];
	iconv(cd, 0, 0, 0, 0);
	errno = 0;
	size_t r = iconv(cd, &ip, &il, &op, &ol);
	rec[0] = r == (size_t)-1 ? errno : (int)r;
	rec[1] = n - il;
	rec[2] = op - out;
	ol = out + sizeof out - op;
	errno = 0;
	r = iconv(cd, &ip, &il, &op, &ol);
	rec[3] = r == (size_t)-1 ? errno : (int)r;
	rec[4] = n - il;
	errno = 0;
	r = iconv(cd, 0, 0, &op, &ol);
	rec[5] = r == (size_t)-1 ? errno : (int)r;
	rec[6] = op - out;
	mix(rec, sizeof rec);
	mix(out, rec[6]);
}

/* Decodes IN in one call to at most OUTN bytes of UTF-32LE, then
 * flushes; the code points in U, their number returned, -1 on error. */
static int dec(const char *cs, const char *in, size_t n, unsigned *u, size_t outn, int flush)
{
	iconv_t cd = iconv_open("UTF-32LE", cs);
	char out[64], *ip = (char *)in, *op = out;
	size_t il = n, ol = outn;
	if (iconv(cd, &ip, &il, &op, &ol) == (size_t)-1) {
		iconv_close(cd);
		return -1;
	}
	if (flush && iconv(cd, 0, 0, &op, &ol) == (size_t)-1) {
		iconv_close(cd);
		return -2;
	}
	iconv_close(cd);
	int k = (int)(outn - ol) / 4;
	memcpy(u, out, outn - ol);
	return k;
}

int main(void)
{
	unsigned u[16];

	/* CP1258: A + combining grave is À; Â + grave is Ầ. */
	CHECK_INT(dec("CP1258", "A\xcc", 2, u, 64, 1), 1);
	CHECK_UINT(u[0], 0xc0);
	CHECK_INT(dec("CP1258", "\xc2\xcc" "b", 3, u, 64, 1), 2);
	CHECK_UINT(u[0], 0x1ea6);
	CHECK_UINT(u[1], 0x62);
	/* A letter alone waits for the flush; a digit or a mark does not. */
	CHECK_INT(dec("CP1258", "a", 1, u, 64, 0), 0);
	CHECK_INT(dec("CP1258", "a", 1, u, 64, 1), 1);
	CHECK_UINT(u[0], 'a');
	CHECK_INT(dec("CP1258", "1\xcc", 2, u, 64, 0), 2);
	CHECK_UINT(u[1], 0x300);
	/* CP1255: shin + dagesh + shin dot compose twice. */
	CHECK_INT(dec("CP1255", "\xf9\xcc\xd1", 3, u, 64, 1), 1);
	CHECK_UINT(u[0], 0xfb2c);
	CHECK_INT(dec("CP1255", "\xe0\xc8x", 3, u, 64, 0), 2);
	CHECK_UINT(u[0], 0xfb2f);
	CHECK_UINT(u[1], 'x');

	/* Held across calls; the flush needs room, a reset without output
	 * forgets. */
	iconv_t cd = iconv_open("UTF-32LE", "CP1258");
	char out[16], *ip, *op;
	size_t il, ol;
	ip = "e"; il = 1; op = out; ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(il, 0);
	CHECK_INT(ol, sizeof out);
	ip = "\xec"; il = 1;          /* U+0301, acute */
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(ol, sizeof out - 4);
	CHECK_MEM(out, "\xe9\0\0\0", 4);
	ip = "o"; il = 1; op = out; ol = 2;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	errno = 0;
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), -1);
	CHECK_INT(errno, E2BIG);
	ol = 4;
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), 0);
	CHECK_MEM(out, "o\0\0\0", 4);
	ip = "o"; il = 1; op = out; ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(iconv(cd, 0, 0, 0, 0), 0);
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), 0);
	CHECK_INT(ol, sizeof out);
	/* A held letter meets no room: E2BIG, the input stopped before
	 * the letter, which is no longer held; going on from there loses
	 * and repeats nothing. */
	ip = "ab"; il = 2; op = out; ol = 3;
	errno = 0;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), -1);
	CHECK_INT(errno, E2BIG);
	CHECK_INT(ol, 3);
	CHECK_INT(il, 2);
	/* One letter fits, the second waits for the flush: "ab" in, and
	 * "a" out; then "c" for the third has no room: E2BIG before it. */
	ip = "abc"; il = 3; op = out; ol = 4;
	errno = 0;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), -1);
	CHECK_INT(errno, E2BIG);
	CHECK_INT(il, 1);
	CHECK_INT(ol, 0);
	CHECK_INT(iconv(cd, 0, 0, 0, 0), 0);
	ip = "ab"; il = 2; op = out;
	ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), 0);
	CHECK_INT(ol, sizeof out - 8);
	CHECK_MEM(out, "a\0\0\0b\0\0\0", 8);
	iconv_close(cd);

	/* A held letter the target lacks: the flush fails with EILSEQ and
	 * keeps it, //TRANSLIT writes '?' and counts it, //IGNORE drops it
	 * and says so once. */
	static const struct { const char *to; int r1, e1, n1, r2; } lack[] = {
		{ "ASCII", -1, EILSEQ, 0, -1 },
		{ "ASCII//TRANSLIT", 1, 0, 1, 0 },
		{ "ASCII//IGNORE", -1, EILSEQ, 0, 0 },
	};
	for (int i = 0; i < 3; i++) {
		cd = iconv_open(lack[i].to, "CP1255");
		ip = "\xe0"; il = 1; op = out; ol = sizeof out;
		CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
		CHECK_INT(ol, sizeof out);
		errno = 0;
		CHECK_INT(iconv(cd, 0, 0, &op, &ol), lack[i].r1);
		CHECK_INT(errno, lack[i].e1);
		CHECK_INT(sizeof out - ol, lack[i].n1);
		CHECK_INT(iconv(cd, 0, 0, &op, &ol), lack[i].r2);
		CHECK_INT(iconv(cd, 0, 0, 0, 0), 0);
		CHECK_INT(iconv(cd, 0, 0, &op, &ol), 0);
		iconv_close(cd);
	}
	/* Alef then bet to ASCII: EILSEQ with the input before the alef. */
	cd = iconv_open("ASCII", "CP1255");
	ip = "\xe0\xe1"; il = 2; op = out; ol = sizeof out;
	errno = 0;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), -1);
	CHECK_INT(errno, EILSEQ);
	CHECK_INT(il, 2);
	iconv_close(cd);

	static const struct { const char *name; unsigned long long hash, small; } charsets[] = {
		{ "CP1255", 0x21f514416d50ec0dull, 0x24f96782a2e59106ull },
		{ "CP1258", 0x55e1ab2080421123ull, 0x3c1109dec41f4544ull },
	};
	/* The targets and first rooms of the second hash. */
	static const struct { const char *to; size_t room; } runs[] = {
		{ "UTF-32LE", 0 }, { "UTF-32LE", 4 },
		{ "ISO-8859-1", 0 }, { "ISO-8859-1", 1 }, { "ISO-8859-1", 64 },
	};
	int print = getenv("ICONV_PRINT") != 0;
	for (int i = 0; i < 2; i++) {
		unsigned long long whole = 0;
		for (int run = -1; run < 5; run++) {
			cd = iconv_open(run < 0 ? "UTF-32LE" : runs[run].to, charsets[i].name);
			if (run <= 0) h = 0xcbf29ce484222325ull;
			unsigned char s[3];
			for (unsigned a = 0; a < 256; a++)
				for (unsigned b = 0; b < 256; b++) {
					s[0] = a; s[1] = b;
					if (run < 0) one(cd, s, 2);
					else two(cd, s, 2, runs[run].room);
				}
			/* Bet and shin compose twice in CP1255. */
			static const unsigned char heb[] = { 0xe1, 0xf9 };
			for (int j = 0; i == 0 && j < 2; j++)
				for (unsigned b = 0; b < 256; b++)
					for (unsigned c = 0; c < 256; c++) {
						s[0] = heb[j]; s[1] = b; s[2] = c;
						if (run < 0) one(cd, s, 3);
						else two(cd, s, 3, runs[run].room);
					}
			iconv_close(cd);
			if (run < 0) {
				CHECK_UINT(h, charsets[i].hash);
				whole = h;
			}
		}
		if (print) printf("{ \"%s\", 0x%016llxull, 0x%016llxull },\n", charsets[i].name, whole, h);
		CHECK_UINT(h, charsets[i].small);
	}
	return check_done();
}
