/* _FORTIFY_SOURCE=2 on <wchar.h>: the wide copies count in wchar_t, and
 * one past the array aborts. */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <wchar.h>
#include "chk.h"

static volatile size_t n4 = 4, n5 = 5;
static const wchar_t *volatile w3 = L"abc", *volatile w4 = L"abcd";

static void overflow(int which)
{
	wchar_t d[4];
	switch (which) {
	case 1: wmemcpy(d, w4, n5); break;
	case 2: wmemmove(d, w4, n5); break;
	case 3: wmemset(d, L'x', n5); break;
	case 4: wcscpy(d, w4); break;
	case 5: wcsncpy(d, w3, n5); break;
	case 6: wcscpy(d, L"ab"); wcscat(d, w3); break;
	case 7: wcscpy(d, L"ab"); wcsncat(d, w4, n4); break;
	}
	__asm__ volatile("" : : "r"(d) : "memory");
}

int main(void)
{
	wchar_t d[4];
	CHECK(wmemcpy(d, w4, n4) == d && d[3] == L'd');
	CHECK(wcscpy(d, w3) == d && !wcscmp(d, L"abc"));
	wcscpy(d, L"a");
	CHECK(!wcscmp(wcscat(d, L"bc"), L"abc"));
	CHECK(wmemset(d, L'y', n4) == d && d[3] == L'y');
	CHECK_ABORTS(1, "wmemcpy");
	CHECK_ABORTS(2, "wmemmove");
	CHECK_ABORTS(3, "wmemset");
	CHECK_ABORTS(4, "wcscpy");
	CHECK_ABORTS(5, "wcsncpy");
	CHECK_ABORTS(6, "wcscat");
	CHECK_ABORTS(7, "wcsncat");
	return check_done();
}
