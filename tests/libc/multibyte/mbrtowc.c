#include <wchar.h>
#include <stdlib.h>
#include <locale.h>
#include <string.h>
#include <errno.h>
#include <stdio.h>
#include "check.h"

static size_t conv(const char *s, size_t n, wchar_t *wc)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	*wc = 0;
	return mbrtowc(wc, s, n, &st);
}

int main(void)
{
	wchar_t wc;
	mbstate_t st;
	char b[8];

	/* C locale: ASCII only, every high byte an error (as glibc). */
	CHECK_INT(conv("A", 1, &wc), 1);
	CHECK_INT(wc, 'A');
	CHECK_INT(conv("", 1, &wc), 0);
	errno = 0;
	CHECK_INT(conv("\x80", 1, &wc), -1);
	CHECK_INT(errno, EILSEQ);
	CHECK_INT(conv("\xc3\xa9", 2, &wc), -1);
	CHECK_INT(wcrtomb(b, L'z', 0), 1);
	CHECK_ERRNO((int)wcrtomb(b, 0xe9, 0), EILSEQ);
	CHECK_INT(btowc('a'), 'a');
	CHECK(btowc(0x80) == WEOF);
	CHECK(btowc(EOF) == WEOF);
	CHECK_INT(wctob(0x41), 0x41);
	CHECK_INT(wctob(0xe9), EOF);
	CHECK_INT(mblen("\xff", 1), -1);

	CHECK(setlocale(LC_CTYPE, "C.UTF-8") != 0);
	CHECK_INT(conv("\xc3\xa9", 2, &wc), 2);
	CHECK_INT(wc, 0xe9);
	CHECK_INT(conv("\xe2\x82\xac", 3, &wc), 3);
	CHECK_INT(wc, 0x20ac);
	CHECK_INT(conv("\xf0\x9f\x98\x80", 4, &wc), 4);
	CHECK_INT(wc, 0x1f600);
	CHECK_INT(conv("\xf4\x8f\xbf\xbf", 4, &wc), 4);
	CHECK_INT(wc, 0x10ffff);
	CHECK_INT(conv("\xef\xbf\xbf", 3, &wc), 3);
	CHECK_INT(wc, 0xffff);
	CHECK_INT(conv("\xe0\xa0\x80", 3, &wc), 3);
	CHECK_INT(wc, 0x800);

	/* Malformed: overlongs, surrogates, beyond U+10FFFF, stray bytes. */
	static const char *const bad[] = {
		"\xc0\x80", "\xc1\xbf", "\xe0\x80\x80", "\xe0\x9f\xbf", "\xf0\x80\x80\x80",
		"\xf0\x8f\xbf\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
#ifndef __GLIBC__
		/* glibc still takes the pre-2003 range up to 0x7fffffff; UTF-8
		 * ends at U+10FFFF. */
		"\xf4\x90\x80\x80", "\xf5\x80\x80\x80",
#endif
		"\xff", "\xfe", "\x80", "\xbf", "\xc3\x41", "\xe2\x82\x41",
	};
	for (unsigned i = 0; i < sizeof bad / sizeof *bad; i++) {
		errno = 0;
		if (conv(bad[i], strlen(bad[i]), &wc) != (size_t)-1 || errno != EILSEQ)
			CHECK_STR(bad[i], "(accepted)");
	}

	/* Byte-at-a-time through the state. */
	memset(&st, 0, sizeof st);
	CHECK(mbsinit(&st));
	CHECK_INT(mbrtowc(&wc, "\xf0", 1, &st), -2);
	CHECK(!mbsinit(&st));
	CHECK_INT(mbrtowc(&wc, "\x9f", 1, &st), -2);
	CHECK_INT(mbrlen("\x98", 1, &st), -2);
	CHECK_INT(mbrtowc(&wc, "\x80", 1, &st), 1);
	CHECK_INT(wc, 0x1f600);
	CHECK(mbsinit(&st));
	CHECK_INT(mbrtowc(&wc, "\xe2\x82", 2, &st), -2);
	CHECK_INT(mbrtowc(&wc, "", 0, &st), -2);
	CHECK_INT(mbrtowc(&wc, "\xac" "x", 2, &st), 1);
	CHECK_INT(wc, 0x20ac);
	/* The surrogate check must also hold when split across calls. */
	memset(&st, 0, sizeof st);
	CHECK_INT(mbrtowc(&wc, "\xed", 1, &st), -2);
	CHECK_ERRNO((int)mbrtowc(&wc, "\xa0\x80", 2, &st), EILSEQ);
	CHECK_INT(mbrtowc(0, 0, 0, 0), 0);

	CHECK_INT(wcrtomb(b, 0xe9, 0), 2);
	CHECK_MEM(b, "\xc3\xa9", 2);
	CHECK_INT(wcrtomb(b, 0x10ffff, 0), 4);
	CHECK_MEM(b, "\xf4\x8f\xbf\xbf", 4);
	CHECK_INT(wcrtomb(b, 0xffff, 0), 3);
	CHECK_MEM(b, "\xef\xbf\xbf", 3);
	CHECK_ERRNO((int)wcrtomb(b, 0xd800, 0), EILSEQ);
#ifndef __GLIBC__
	CHECK_ERRNO((int)wcrtomb(b, 0x110000, 0), EILSEQ);
#endif
	CHECK_ERRNO((int)wcrtomb(b, -1, 0), EILSEQ);
	CHECK_INT(wcrtomb(0, 0x1234, 0), 1);

	/* Every scalar value survives the round trip. */
	int rt = 0;
	for (unsigned c = 1; c < 0x110000; c++) {
		if (c - 0xd800 < 0x800) continue;
		size_t n = wcrtomb(b, c, 0);
		if (n == (size_t)-1 || conv(b, n, &wc) != n || (unsigned)wc != c) rt++;
	}
	CHECK_INT(rt, 0);

	CHECK_INT(mblen("\xc3\xa9", 2), 2);
	CHECK_INT(mblen("\xc3", 1), -1);
	CHECK_INT(mblen(0, 0), 0);
	CHECK_INT(mbtowc(&wc, "\xe2\x82\xac", 3), 3);
	CHECK_INT(wc, 0x20ac);
	CHECK_INT(wctomb(b, 0x20ac), 3);
	CHECK_INT(wctomb(0, 0), 0);
	return check_done();
}
