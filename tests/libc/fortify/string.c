/* _FORTIFY_SOURCE=2 on <string.h>: each function stops a write past the
 * destination with the fortify abort, and does its job when it fits. */
#define _GNU_SOURCE
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <string.h>
#include "chk.h"

static volatile size_t n8 = 8, n9 = 9;
static const char *volatile s7 = "1234567", *volatile s8 = "12345678";

static void overflow(int which)
{
	char d[8];
	struct { char a[4]; char b[4]; } st;
	switch (which) {
	case 1: memcpy(d, s8, n9); break;
	case 2: memmove(d, s8, n9); break;
	case 3: memset(d, 0, n9); break;
	case 4: strcpy(d, s8); break;
	case 5: stpcpy(d, s8); break;
	case 6: strcpy(d, "1234"); strcat(d, s7 + 3); strcat(d, s7 + 3); break;
	case 7: strncpy(d, s7, n9); break;
	case 8: stpncpy(d, s7, n9); break;
	case 9: strcpy(d, "1234"); strncat(d, s8, n8); break;
	case 10: mempcpy(d, s8, n9); break;
	/* level 2: the member, not the struct, is the limit */
	case 11: strcpy(st.a, s7 + 3); break;
	}
	__asm__ volatile("" : : "r"(d), "r"(&st) : "memory");
}

int main(void)
{
	char d[8], e[8];
	CHECK(memcpy(d, s8, n8) == d && !memcmp(d, "12345678", 8));
	CHECK(strcpy(d, s7) == d && !strcmp(d, "1234567"));
	CHECK(stpcpy(e, "abc") == e + 3);
	strcpy(d, "123");
	CHECK(strcat(d, "4567") == d && !strcmp(d, "1234567"));
	strcpy(d, "12");
	CHECK(!strcmp(strncat(d, s8, 5), "1212345"));
	CHECK(strncpy(e, "ab", n8) == e && !memcmp(e, "ab\0\0\0\0\0\0", 8));
	CHECK(mempcpy(e, "xy", 2) == e + 2);
	CHECK(memset(e, 'z', n8) == e && e[7] == 'z');
	CHECK_ABORTS(1, "memcpy");
	CHECK_ABORTS(2, "memmove");
	CHECK_ABORTS(3, "memset");
	CHECK_ABORTS(4, "strcpy");
	CHECK_ABORTS(5, "stpcpy|strcpy");
	CHECK_ABORTS(6, "strcat");
	CHECK_ABORTS(7, "strncpy");
	CHECK_ABORTS(8, "stpncpy|strncpy");
	CHECK_ABORTS(9, "strncat");
	CHECK_ABORTS(10, "mempcpy|memcpy");
	CHECK_ABORTS(11, "strcpy");
	return check_done();
}
