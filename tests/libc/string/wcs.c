#define _GNU_SOURCE
#include <wchar.h>
#include <stdlib.h>
#include <locale.h>
#include "check.h"

int main(void)
{
	wchar_t b[64], *p;
	CHECK_INT(wcslen(L""), 0);
	CHECK_INT(wcslen(L"h\xe9llo"), 5);
	CHECK_INT(wcsnlen(L"hello", 3), 3);
	CHECK_INT(wcsnlen(L"he", 9), 2);
	CHECK(wcscpy(b, L"abc") == b && !wcscmp(b, L"abc"));
	CHECK(wcpcpy(b, L"xy") == b + 2);
	CHECK(!wcscmp(wcscat(b, L"zw"), L"xyzw"));
	CHECK(!wcscmp(wcsncat(b, L"12345", 2), L"xyzw12"));
	wmemset(b, L'q', 10);
	CHECK(wcpncpy(b, L"ab", 4) == b + 2);
	CHECK(b[2] == 0 && b[3] == 0 && b[4] == L'q');
	CHECK(wcsncpy(b, L"abcdef", 3) == b && b[2] == L'c' && b[3] == 0);

	CHECK(wcscmp(L"a", L"b") < 0);
	CHECK(wcscmp(L"b", L"a") > 0);
	CHECK(wcscmp(L"ab", L"a") > 0);
	CHECK(wcscmp(L"\x10000", L"\xffff") > 0);
	CHECK(wcsncmp(L"abcx", L"abcy", 3) == 0);
	CHECK(wcsncmp(L"abcx", L"abcy", 4) < 0);
	CHECK(wcscoll(L"a", L"b") < 0);
	CHECK(wcsxfrm(b, L"hey", 64) == 3 && !wcscmp(b, L"hey"));
	CHECK(wmemcmp(L"abc", L"abd", 3) < 0);
	CHECK(wmemcmp(L"abc", L"abd", 2) == 0);

	const wchar_t *s = L"hello world";
	CHECK(wcschr(s, L'o') == s + 4);
	CHECK(wcschr(s, L'z') == 0);
	CHECK(wcschr(s, 0) == s + 11);
	CHECK(wcsrchr(s, L'o') == s + 7);
	CHECK(wcsrchr(s, L'z') == 0);
	CHECK(wcschrnul(s, L'z') == s + 11);
	CHECK(wmemchr(s, L'w', 11) == s + 6);
	CHECK(wmemchr(s, L'w', 6) == 0);
	CHECK_INT(wcsspn(s, L"leh"), 4);
	CHECK_INT(wcscspn(s, L" "), 5);
	CHECK(wcspbrk(s, L"wr") == s + 6);
	CHECK(wcsstr(s, L"wor") == s + 6);
	CHECK(wcsstr(s, L"") == s);
	CHECK(wcsstr(s, L"worlds") == 0);

	wcscpy(b, L"a b  c");
	wchar_t *save;
	CHECK(!wcscmp(wcstok(b, L" ", &save), L"a"));
	CHECK(!wcscmp(wcstok(0, L" ", &save), L"b"));
	CHECK(!wcscmp(wcstok(0, L" ", &save), L"c"));
	CHECK(wcstok(0, L" ", &save) == 0);

	wmemcpy(b, L"0123456789", 10);
	wmemmove(b + 1, b, 9);
	CHECK(!wmemcmp(b, L"0012345678", 10));
	CHECK(wmempcpy(b, L"xyz", 3) == b + 3);
	p = wcsdup(L"dup");
	CHECK(p && !wcscmp(p, L"dup"));
	free(p);

	CHECK(wcscasecmp(L"HeLLo", L"hello") == 0);
	CHECK(wcsncasecmp(L"ABx", L"aby", 2) == 0);
	CHECK(wcsncasecmp(L"ABx", L"aby", 3) < 0);
	setlocale(LC_CTYPE, "C.UTF-8");
	CHECK(wcscasecmp(L"\xc9t\xc9", L"\xe9t\xe9") == 0);
	return check_done();
}
