#define _GNU_SOURCE
#include <wchar.h>
#include <stdlib.h>
#include <locale.h>
#include <string.h>
#include <errno.h>
#include "check.h"

int main(void)
{
	wchar_t w[16];
	char b[32];
	const char *s;
	const wchar_t *ws;
	mbstate_t st;

	CHECK(setlocale(LC_CTYPE, "C.UTF-8") != 0);
	memset(&st, 0, sizeof st);
	s = "a\xc3\xa9\xe2\x82\xac!";
	CHECK_INT(mbsrtowcs(0, &s, 0, &st), 4);
	CHECK(s != 0);
	CHECK_INT(mbsrtowcs(w, &s, 16, &st), 4);
	CHECK(s == 0);
	CHECK(w[0] == 'a' && w[1] == 0xe9 && w[2] == 0x20ac && w[3] == '!' && w[4] == 0);

	s = "abc\xc3\xa9z";
	CHECK_INT(mbsrtowcs(w, &s, 4, &st), 4);
	CHECK_STR(s, "z");

	s = "ab\xff" "cd";
	errno = 0;
	CHECK_INT(mbsrtowcs(w, &s, 16, &st), -1);
	CHECK_INT(errno, EILSEQ);
	CHECK_STR(s, "\xff" "cd");

	/* mbsnrtowcs stops inside a character and keeps it in the state. */
	memset(&st, 0, sizeof st);
	s = "x\xe2\x82\xacy";
	CHECK_INT(mbsnrtowcs(w, &s, 3, 16, &st), 1);
	CHECK(!mbsinit(&st));
	CHECK_INT(mbsnrtowcs(w + 1, &s, 10, 15, &st), 2);
	CHECK(w[1] == 0x20ac && w[2] == 'y');
	CHECK(s == 0);

	ws = L"h\xe9\x20ac";
	CHECK_INT(wcsrtombs(0, &ws, 0, 0), 6);
	CHECK_INT(wcsrtombs(b, &ws, sizeof b, 0), 6);
	CHECK(ws == 0);
	CHECK_STR(b, "h\xc3\xa9\xe2\x82\xac");
	ws = L"h\xe9\x20ac";
	memset(b, 'q', sizeof b);
	CHECK_INT(wcsrtombs(b, &ws, 5, 0), 3);
	CHECK(ws != 0 && *ws == 0x20ac);
	CHECK_MEM(b, "h\xc3\xa9q", 4);
	ws = L"ab";
	CHECK_INT(wcsrtombs(b, &ws, 2, 0), 2);
	CHECK(ws != 0 && *ws == 0);
	ws = L"a\xd800";
	CHECK_ERRNO((int)wcsrtombs(b, &ws, sizeof b, 0), EILSEQ);
	CHECK(*ws == 0xd800);
	ws = L"abcdef";
	CHECK_INT(wcsnrtombs(b, &ws, 3, sizeof b, 0), 3);
	CHECK(*ws == 'd');

	CHECK_INT(mbstowcs(w, "\xc3\xa9t\xc3\xa9", 16), 3);
	CHECK(w[0] == 0xe9 && w[3] == 0);
	CHECK_INT(mbstowcs(0, "\xc3\xa9t\xc3\xa9", 0), 3);
	CHECK_INT(wcstombs(b, L"\xe9t\xe9", sizeof b), 5);
	CHECK_STR(b, "\xc3\xa9t\xc3\xa9");
	CHECK_INT(wcstombs(0, L"\xe9t\xe9", 0), 5);
	CHECK_INT(mbstowcs(w, "\x80", 16), -1);

	setlocale(LC_CTYPE, "C");
	CHECK_INT(mbstowcs(w, "plain", 16), 5);
	CHECK_INT(mbstowcs(w, "caf\xc3\xa9", 16), -1);
	CHECK_INT(wcstombs(b, L"caf\xe9", sizeof b), -1);
	return check_done();
}
