/* The __*_chk entry points as an object compiled against glibc's headers
 * calls them (glibc's names and argument orders, declared here by hand):
 * the printf family at level 2, __fdelt_chk behind FD_SET, the copies
 * with the object size glibc's headers pass, and __chk_fail. Built
 * without _FORTIFY_SOURCE, so nothing but these calls is checked. */
#define _GNU_SOURCE
#undef _FORTIFY_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "chk.h"

int __printf_chk(int, const char *, ...);
int __fprintf_chk(FILE *, int, const char *, ...);
int __vfprintf_chk(FILE *, int, const char *, va_list);
int __dprintf_chk(int, int, const char *, ...);
int __asprintf_chk(char **, int, const char *, ...);
int __sprintf_chk(char *, int, size_t, const char *, ...);
int __snprintf_chk(char *, size_t, int, size_t, const char *, ...);
void *__memcpy_chk(void *, const void *, size_t, size_t);
char *__strcpy_chk(char *, const char *, size_t);
char *__strcat_chk(char *, const char *, size_t);
long __fdelt_chk(long);
void __chk_fail(void);

static volatile size_t n8 = 8, n9 = 9;

static int vf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = __vfprintf_chk(f, 1, fmt, ap);
	va_end(ap);
	return r;
}

static void overflow(int which)
{
	char d[8];
	switch (which) {
	case 1: __memcpy_chk(d, "123456789", n9, sizeof d); break;
	case 2: __strcpy_chk(d, "12345678", sizeof d); break;
	case 3: __sprintf_chk(d, 1, sizeof d, "%d", 123456789); break;
	case 4: __snprintf_chk(d, n9, 1, sizeof d, "%d", 1); break;
	case 5: __fdelt_chk(1024); break;
	case 6: __fdelt_chk(-1); break;
	case 7: __chk_fail(); break;
	}
	__asm__ volatile("" : : "r"(d) : "memory");
}

int main(void)
{
	char buf[64], d[8], *s = 0;
	int p[2];
	FILE *f = fmemopen(buf, sizeof buf, "w");
	CHECK(f != 0);
	CHECK_INT(__fprintf_chk(f, 1, "%d-%s", 42, "x"), 4);
	CHECK_INT(vf(f, "%05d", 7), 5);
	fclose(f);
	CHECK_STR(buf, "42-x00007");
	CHECK(!pipe(p));
	CHECK_INT(__dprintf_chk(p[1], 1, "%x", 255), 2);
	CHECK_INT((int)read(p[0], buf, sizeof buf), 2);
	CHECK_MEM(buf, "ff", 2);
	CHECK_INT(__asprintf_chk(&s, 1, "%s%d", "ab", 12), 4);
	CHECK_STR(s, "ab12");
	free(s);
	CHECK_INT(__printf_chk(1, "%s", ""), 0);
	CHECK_INT(__sprintf_chk(d, 1, sizeof d, "%d", 1234567), 7);
	CHECK_STR(d, "1234567");
	CHECK_INT(__snprintf_chk(d, n8, 1, sizeof d, "%d", 123456789), 9);
	CHECK_STR(d, "1234567");
	CHECK(__memcpy_chk(d, "abcdefgh", n8, sizeof d) == d && !memcmp(d, "abcdefgh", 8));
	CHECK(__strcpy_chk(d, "ab", sizeof d) == d);
	CHECK_STR(__strcat_chk(d, "cdefg", sizeof d), "abcdefg");
	CHECK_INT(__fdelt_chk(0), 0);
	CHECK_INT(__fdelt_chk(1023), 1023 / (8 * sizeof(long)));
	CHECK_ABORTS(1, "memcpy");
	CHECK_ABORTS(2, "strcpy|memcpy");
	CHECK_ABORTS(3, "sprintf");
	CHECK_ABORTS(4, "snprintf");
	CHECK_ABORTS(5, "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated");
	CHECK_ABORTS(6, "*** bit out of range 0 - FD_SETSIZE on fd_set ***: terminated");
	CHECK_ABORTS(7, 0);
	return check_done();
}
