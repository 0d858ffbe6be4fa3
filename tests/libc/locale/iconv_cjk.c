/* The legacy charsets at their edges: where the pointers stop on partial
 * input and a full output, ISO-2022-JP's shift state and its reset,
 * GB18030's four-byte codes, the //IGNORE and //TRANSLIT suffixes and
 * the aliases glibc knows. (iconv_charsets.c compares every code.) */
#include <iconv.h>
#include <errno.h>
#include <string.h>
#include "check.h"

static char out[64];
static size_t used, made;

/* Converts IN (N bytes) with ROOM bytes of output from the initial state;
 * leaves bytes consumed in used, bytes written in made. */
static size_t conv(const char *to, const char *from, const char *in, size_t n, size_t room)
{
	iconv_t cd = iconv_open(to, from);
	char *ip = (char *)in, *op = out;
	size_t il = n, ol = room, r;
	int e;

	if (cd == (iconv_t)-1) return -2;
	memset(out, 0x55, sizeof out);
	r = iconv(cd, &ip, &il, &op, &ol);
	e = errno;
	used = n - il;
	made = room - ol;
	iconv_close(cd);
	errno = e;
	return r;
}

int main(void)
{
	/* EUC-JP: two bytes, kana after 0x8E, JIS X 0212 after 0x8F. */
	CHECK_INT(conv("UTF-8", "EUC-JP", "a\xa4\xa2\x8e\xb1\x8f\xb0\xa1", 8, 64), 0);
	CHECK_INT(made, 10);
	CHECK_MEM(out, "a\xe3\x81\x82\xef\xbd\xb1\xe4\xb8\x82", 10);
	/* A character cut by the end of the input: EINVAL, pointers on it. */
	CHECK_INT(conv("UTF-8", "EUC-JP", "ab\x8f\xb0", 4, 64), -1);
	CHECK_INT(errno, EINVAL);
	CHECK_INT(used, 2);
	CHECK_INT(made, 2);
	CHECK_INT(conv("UTF-8", "EUC-JP", "a\xa4\x21", 3, 64), -1);
	CHECK_INT(errno, EILSEQ);
	CHECK_INT(used, 1);
	/* The output full in the middle: E2BIG after the last whole one. */
	CHECK_INT(conv("EUC-JP", "UTF-8", "\xe3\x81\x82\xe3\x81\x84", 6, 3), -1);
	CHECK_INT(errno, E2BIG);
	CHECK_INT(used, 3);
	CHECK_INT(made, 2);
	CHECK((unsigned char)out[2] == 0x55);

	/* Shift_JIS: 0x5C is the yen sign; CP932 keeps the backslash. */
	CHECK_INT(conv("UTF-8", "SHIFT_JIS", "\x5c\x82\xa0", 3, 64), 0);
	CHECK_MEM(out, "\xc2\xa5\xe3\x81\x82", 5);
	CHECK_INT(conv("UTF-8", "WINDOWS-31J", "\x5c\x87\x40", 3, 64), 0);
	CHECK_MEM(out, "\x5c\xe2\x91\xa0", 4);

	/* ISO-2022-JP: escapes on the way, back to ASCII at the reset. */
	iconv_t cd = iconv_open("ISO-2022-JP", "UTF-8");
	char *ip = "\xe3\x81\x82", *op = out;
	size_t il = 3, ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(op - out, 5);
	CHECK_MEM(out, "\33$B\x24\x22", 5);
	ol = 2;
	char *keep = op;
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), -1);
	CHECK_INT(errno, E2BIG);
	CHECK(op == keep);
	ol = 3;
	CHECK_INT(iconv(cd, 0, 0, &op, &ol), 0);
	CHECK_MEM(keep, "\33(B", 3);
	/* A reset without output forgets the state: ASCII needs no escape. */
	ip = "\xe3\x81\x82"; il = 3; op = out; ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(iconv(cd, 0, 0, 0, 0), 0);
	ip = "A"; il = 1; op = out; ol = sizeof out;
	CHECK_INT(iconv(cd, &ip, &il, &op, &ol), 0);
	CHECK_INT(op - out, 1);
	iconv_close(cd);
	CHECK_INT(conv("UTF-8", "ISO-2022-JP", "\33$B\x24\x22\n\x24\x22\33(J\x5c", 12, 64), 0);
	CHECK_MEM(out, "\xe3\x81\x82\n\xe3\x81\x82\xc2\xa5", 9);
	CHECK_INT(conv("UTF-8", "ISO-2022-JP", "\33$", 2, 64), -1);
	CHECK_INT(errno, EINVAL);
	CHECK_INT(used, 0);

	/* GB18030's four-byte codes reach all of Unicode. */
	CHECK_INT(conv("GB18030", "UTF-32BE", "\0\0\0\x80\0\1\0\0\0\x10\xff\xff", 12, 64), 0);
	CHECK_INT(made, 12);
	CHECK_MEM(out, "\x81\x30\x81\x30\x90\x30\x81\x30\xe3\x32\x9a\x35", 12);
	CHECK_INT(conv("UTF-32BE", "GB18030", "\x84\x31\xa4\x39\x81\x30", 6, 64), -1);
	CHECK_INT(errno, EINVAL);
	CHECK_INT(used, 4);
	CHECK_MEM(out, "\0\0\xff\xff", 4);
	CHECK_INT(conv("UTF-32BE", "GB18030", "\x84\x31\xa5\x30", 4, 64), -1);
	CHECK_INT(errno, EILSEQ);
	/* GBK lacks GB18030's additions. */
	CHECK_INT(conv("UTF-8", "GB18030", "\xa2\xe3", 2, 64), 0);
	CHECK_INT(conv("UTF-8", "CP936", "\xa2\xe3", 2, 64), -1);
	CHECK_INT(errno, EILSEQ);

	/* Big5, EUC-KR, a single-byte one each way. */
	CHECK_INT(conv("UTF-8", "BIG-5", "\xa4\x40", 2, 64), 0);
	CHECK_MEM(out, "\xe4\xb8\x80", 3);
	CHECK_INT(conv("EUCKR", "UTF-8", "\xea\xb0\x80", 3, 64), 0);
	CHECK_MEM(out, "\xb0\xa1", 2);
	CHECK_INT(conv("KOI8-R", "UTF-8", "\xd0\x96", 2, 64), 0);
	CHECK_MEM(out, "\xf6", 1);
	CHECK_INT(conv("UTF-8", "WINDOWS-1252", "\x80", 1, 64), 0);
	CHECK_MEM(out, "\xe2\x82\xac", 3);
	CHECK_INT(conv("UTF-8", "CP1252", "\x81", 1, 64), -1);
	CHECK_INT(errno, EILSEQ);

	/* //IGNORE goes on past what cannot be converted and then says so;
	 * //TRANSLIT replaces it. */
	CHECK_INT(conv("EUC-JP//IGNORE", "UTF-8", "a\xe0\xb8\x81z", 5, 64), -1);
	CHECK_INT(errno, EILSEQ);
	CHECK_INT(made, 2);
	CHECK_MEM(out, "az", 2);
	CHECK(conv("SJIS//TRANSLIT", "UTF-8", "a\xe0\xb8\x81z", 5, 64) > 0);
	CHECK_INT(made, 3);
	CHECK_MEM(out, "a?z", 3);
	/* Tag characters are dropped where they cannot go. */
	CHECK_INT(conv("EUC-KR", "UTF-32BE", "\0\x0e\0\x01\0\0\0A", 8, 64), 0);
	CHECK_INT(made, 1);

	/* Names as glibc spells them, case and punctuation aside. */
	static const char *names[] = {
		"ISO_8859-15:1998", "latin2", "ISO-IR-144", "CP1250", "MS-ANSI",
		"KOI8U", "CSKOI8R", "UJIS", "eucJP", "MS_KANJI", "CSSHIFTJIS",
		"MS932", "CSISO2022JP", "CP936", "GB13000", "BIG-FIVE", "CP950",
		"CSEUCKR", "WINDOWS-1258", "ISO-8859-11", "ISO_8859-16",
	};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		iconv_t c = iconv_open("UTF-8", names[i]);
		if (c == (iconv_t)-1) { check__put(names[i]); check__put(": "); }
		CHECK(c != (iconv_t)-1);
		if (c != (iconv_t)-1) iconv_close(c);
	}
	return check_done();
}
