/* Every charset beyond the Unicode ones, against glibc: each is decoded
 * from every byte sequence of its structure (all single bytes, every
 * two-byte sequence after a lead byte, EUC-JP's three-byte ones, a large
 * part of GB18030's four-byte space, ISO-2022-JP in each of its modes)
 * and encoded from every code point of the BMP and a sample beyond; the
 * outcome of each call (result, errno, bytes consumed, output, flushed)
 * goes into a hash per charset and direction. The expected hashes are
 * what glibc gives: the glibc build of this test checks them too.
 *
 *   ICONV_PRINT=1   print the hashes (to regenerate the table)
 *   ICONV_DUMP=CS   print each outcome for charset CS (to diff two libcs)
 */
#include <iconv.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static const struct { const char *name; unsigned long long dec, enc; } charsets[] = {
	{ "ISO-8859-2", 0x75fe548156eaa4caull, 0xc9ef7e9ad41c230cull },
	{ "ISO-8859-3", 0xb70cbd1756ce17eaull, 0x9b0d8d12d55043b6ull },
	{ "ISO-8859-4", 0xeb02d24cacec4f24ull, 0x28a94f4240abdcc2ull },
	{ "ISO-8859-5", 0xda73c517a2be70aeull, 0x8f8263f22204f748ull },
	{ "ISO-8859-6", 0x2b5e8af9a6d96b7dull, 0xba760873190d74c6ull },
	{ "ISO-8859-7", 0x21268a768e6d7eb9ull, 0x02434f53ef1caf08ull },
	{ "ISO-8859-8", 0x4332cb01ab35e409ull, 0x7d14341ecfe41464ull },
	{ "ISO-8859-9", 0xaf243788fdceb3a4ull, 0xd13dc1148d0a7e0full },
	{ "ISO-8859-10", 0xdecdabacabef2673ull, 0xb16c692d5e4aaa2eull },
	{ "ISO-8859-11", 0x0457e7f22ea284cbull, 0xcdea66cddc22775eull },
	{ "ISO-8859-13", 0x4113231bf10f33d2ull, 0xfe7d99a2074a0d88ull },
	{ "ISO-8859-14", 0x2af9e8b76246cd9bull, 0xc210e5ef875f0422ull },
	{ "ISO-8859-15", 0xb5eeeb591ae596e0ull, 0xd5e6a934e8b2bd59ull },
	{ "ISO-8859-16", 0x34bd0373cc404ec4ull, 0x20983f244092ce0aull },
	{ "CP1250", 0xeea211b5f3edf2ffull, 0x87d0d7c78218240full },
	{ "CP1251", 0xdabdcdd8f72e497eull, 0x5303dd77baa054c5ull },
	{ "CP1252", 0x6029d8512871119bull, 0x721fce533c53c55aull },
	{ "CP1253", 0x398a1f1cf00284e1ull, 0x7dfb7a783a58f1c6ull },
	{ "CP1254", 0xc2321bde1f490341ull, 0x0ce105b0ef37a69cull },
	{ "CP1255", 0x00f6b30b4ab83a6eull, 0x1e935f2747cd2728ull },
	{ "CP1256", 0x746798842b6fb0f8ull, 0x5fe3cc540b3f0221ull },
	{ "CP1257", 0x82e798dcddb5a1acull, 0xf87321b0be1b6081ull },
	{ "CP1258", 0x72748c4dd1587f8dull, 0x0d63def3bef3fd4dull },
	{ "KOI8-R", 0x44f9025e95f2c3d2ull, 0xe8a61c5219af51b8ull },
	{ "KOI8-U", 0x30ef0765b4fe799full, 0xdea4403639bb0308ull },
	{ "EUC-JP", 0x3e51ec305ae6a169ull, 0xcd3c0c7a2c1bf443ull },
	{ "SJIS", 0xcc74cd338bec2930ull, 0x00e1902e41a5e8b5ull },
	{ "CP932", 0xfb0e9f1462a1a924ull, 0xe6ae989feb73364cull },
	{ "ISO-2022-JP", 0xb93170949f67fa97ull, 0xf62362ab075c6164ull },
	{ "EUC-KR", 0xf9f5f81a24e85f6cull, 0x478a870a33f42fc8ull },
	{ "BIG5", 0xdf00802ca463ae55ull, 0x882f7cc2a06124adull },
	{ "GBK", 0x2869c0e0570cb21eull, 0x5b1441ea453e1856ull },
	{ "GB18030", 0xb2ceb862f2f2bfc1ull, 0x7055fcb265d537d1ull },
};

static unsigned long long h;
static int dump;

static void mix(const void *p, size_t n)
{
	const unsigned char *s = p;
	while (n--) h = (h ^ *s++) * 0x100000001b3ull;
}

/* One call from the initial state over IN, flushed if it succeeded. */
static void one(iconv_t cd, const unsigned char *in, size_t n)
{
	char out[64], *ip = (char *)in, *op = out;
	size_t il = n, ol = sizeof out;
	int rec[3];

	iconv(cd, 0, 0, 0, 0);
	errno = 0;
	size_t r = iconv(cd, &ip, &il, &op, &ol);
	rec[0] = r == (size_t)-1 ? errno : 0;
	if (!rec[0]) iconv(cd, 0, 0, &op, &ol);
	rec[1] = n - il;
	rec[2] = sizeof out - ol;
	mix(rec, sizeof rec);
	mix(out, rec[2]);
	if (dump) {
		printf("%d %d ", rec[0], rec[1]);
		for (size_t i = 0; i < n; i++) printf("%02x", in[i]);
		printf(" ->");
		for (int i = 0; i < rec[2]; i++) printf(" %02x", (unsigned char)out[i]);
		printf("\n");
	}
}

static int einval(iconv_t cd, const unsigned char *in, size_t n)
{
	char out[64], *ip = (char *)in, *op = out;
	size_t il = n, ol = sizeof out;
	iconv(cd, 0, 0, 0, 0);
	return iconv(cd, &ip, &il, &op, &ol) == (size_t)-1 && errno == EINVAL;
}

static void gb_four(iconv_t cd, unsigned b1)
{
	unsigned char s[4] = { b1 };
	for (unsigned b2 = 0x30; b2 <= 0x39; b2++)
		for (unsigned b3 = 0x80; b3 <= 0xff; b3++)
			for (unsigned b4 = 0x2f; b4 <= 0x3a; b4++) {
				s[1] = b2; s[2] = b3; s[3] = b4;
				one(cd, s, 4);
			}
}

static void decode(iconv_t cd, const char *name)
{
	unsigned char s[4];
	for (unsigned a = 0; a < 256; a++) {
		s[0] = a;
		one(cd, s, 1);
		if (!einval(cd, s, 1)) continue;
		for (unsigned b = 0; b < 256; b++) {
			s[1] = b;
			one(cd, s, 2);
			if (!einval(cd, s, 2) || b - 0x30 < 10) continue;
			for (unsigned c = 0; c < 256; c++) {
				s[2] = c;
				one(cd, s, 3);
			}
		}
		/* GB18030: the BMP part whole, the rest sampled. */
		if (!strcmp(name, "GB18030") && (a <= 0x84 || a % 16 == 0 || a == 0xe3 || a == 0xfe))
			gb_four(cd, a);
	}
	if (!strcmp(name, "ISO-2022-JP")) {
		static const char *mode[] = { "\33(B", "\33(J", "\33$@", "\33$B", "\33(", "\33$" };
		for (int m = 0; m < 6; m++)
			for (unsigned a = 0; a < 256; a++)
				for (unsigned b = 0; b < 256; b++) {
					unsigned char t[6];
					memcpy(t, mode[m], strlen(mode[m]));
					t[strlen(mode[m])] = a;
					t[strlen(mode[m]) + 1] = b;
					one(cd, t, strlen(mode[m]) + 2);
				}
	}
}

static void encode(iconv_t cd, const char *name)
{
	int gb = !strcmp(name, "GB18030");
	for (unsigned long u = 0; u < 0x110000; u += u < 0x10000 ? 1 : gb ? 7 : 0x3f) {
		unsigned char s[4] = { u, u >> 8, u >> 16, 0 };
		one(cd, s, 4);
	}
	/* Two in a row, for the shift state of ISO-2022-JP and the
	 * composition of CP1255/CP1258 (a base letter and a mark). */
	static const unsigned pairs[][2] = {
		{ 0x41, 0x3042 }, { 0x3042, 0x41 }, { 0xa5, 0x5c }, { 0x5c, 0xa5 },
		{ 0x3042, 0x0a }, { 0x203e, 0x3042 }, { 0x61, 0x301 }, { 0x5e9, 0x5c1 },
	};
	for (unsigned i = 0; i < sizeof pairs / sizeof *pairs; i++) {
		unsigned char s[8];
		for (int k = 0; k < 2; k++)
			for (int j = 0; j < 4; j++) s[4 * k + j] = pairs[i][k] >> 8 * j;
		one(cd, s, 8);
	}
}

int main(void)
{
	const char *d = getenv("ICONV_DUMP");
	int print = getenv("ICONV_PRINT") != 0;

	for (size_t i = 0; i < sizeof charsets / sizeof *charsets; i++) {
		const char *name = charsets[i].name;
		iconv_t cd = iconv_open("UTF-32LE", name), ce = iconv_open(name, "UTF-32LE");
		unsigned long long hd, he;

		CHECK(cd != (iconv_t)-1 && ce != (iconv_t)-1);
		if (cd == (iconv_t)-1 || ce == (iconv_t)-1) continue;
		dump = d && !strcmp(d, name);
		h = 0xcbf29ce484222325ull;
		decode(cd, name);
		hd = h;
		h = 0xcbf29ce484222325ull;
		encode(ce, name);
		he = h;
		if (print) printf("\t{ \"%s\", 0x%016llxull, 0x%016llxull },\n", name, hd, he);
		if (hd != charsets[i].dec) { check__put("decoding differs: "); check__put(name); check__put("\n"); }
		if (he != charsets[i].enc) { check__put("encoding differs: "); check__put(name); check__put("\n"); }
		CHECK(hd == charsets[i].dec);
		CHECK(he == charsets[i].enc);
		iconv_close(cd);
		iconv_close(ce);
	}
	return check_done();
}
