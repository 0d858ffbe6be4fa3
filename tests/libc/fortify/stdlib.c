/* _FORTIFY_SOURCE=2 on <stdlib.h>: realpath into a buffer shorter than
 * PATH_MAX, and mbstowcs/wcstombs told to write more than the array
 * holds, abort. */
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <limits.h>
#include <stdlib.h>
#include "chk.h"

static volatile size_t n4 = 4, n5 = 5;

static void overflow(int which)
{
	char small[64];
	wchar_t w[4];
	char c[4];
	switch (which) {
	case 1: realpath("/", small); break;
	case 2: mbstowcs(w, "abcdefgh", n5); break;
	case 3: wcstombs(c, L"abcdefgh", n5); break;
	}
	__asm__ volatile("" : : "r"(small), "r"(w), "r"(c) : "memory");
}

int main(void)
{
	static char path[PATH_MAX];
	wchar_t w[4];
	char c[4];
	CHECK(realpath("/", path) == path && !strcmp(path, "/"));
	CHECK_INT((int)mbstowcs(w, "abc", n4), 3);
	CHECK_INT((int)wcstombs(c, L"abc", n4), 3);
	CHECK_STR(c, "abc");
	CHECK_ABORTS(1, "realpath");
	CHECK_ABORTS(2, "mbstowcs");
	CHECK_ABORTS(3, "wcstombs");
	return check_done();
}
