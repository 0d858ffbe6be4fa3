/* sscanf: conversions, widths, sets, %n, %m, positional arguments,
 * return counts and EOF, with glibc 2.36's answers in the edge cases
 * the standard leaves open (pushback, overflow, partial %c). */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

int main(void)
{
	float f = -1;
	double d;
	long double ld;
	int r, n = -1, x = -1, y = -1, z;
	char s[20] = "QQQQQ", c[8] = "QQQQQQQ";

	/* One character of pushback: "100e" is consumed, 100 converted. */
	CHECK_INT(sscanf("100ergs", "%f%n", &f, &n), 1);
	CHECK(f == 100);
	CHECK_INT(n, 4);
	n = -1;
	CHECK_INT(sscanf("0x", "%x%n", &x, &n), 1);
	CHECK_INT(x, 0);
	CHECK_INT(n, 2);
	CHECK_INT(sscanf("0xg", "%x%n", &x, &n), 1);
	CHECK_INT(n, 2);
	CHECK_INT(sscanf("abc", "%5c", c), 1);
	CHECK_STR(c, "abcQQQQ");

	/* EOF versus 0. */
	CHECK_INT(sscanf("", "%d", &x), EOF);
	CHECK_INT(sscanf("  ", "%d", &x), EOF);
	CHECK_INT(sscanf("x", "%d", &x), 0);
	CHECK_INT(sscanf("12 ab", "%d %d", &x, &y), 1);
	CHECK_INT(sscanf("12", "%d %d", &x, &y), 1);
	CHECK_INT(sscanf("abc", "abd"), 0);
	CHECK_INT(sscanf("", "abd"), EOF);
	CHECK_INT(sscanf("", "%n", &n), 0);
	CHECK_INT(n, 0);
	CHECK_INT(sscanf("-", "%d", &x), 0);
	CHECK_INT(sscanf("x", "%c%c", c, c + 1), 1);
	CHECK_INT(sscanf("ab", "a%nb", &n), 0);
	CHECK_INT(n, 1);
	CHECK_INT(sscanf("abc", "%*s%n", &n), 0);
	CHECK_INT(n, 3);

	/* Integers convert through long, then are truncated. */
	CHECK_INT(sscanf("99999999999", "%d", &x), 1);
	CHECK_INT(x, 1215752191);
	CHECK_INT(sscanf("-1", "%u", &x), 1);
	CHECK_UINT((unsigned)x, 4294967295u);
	long long ll;
	CHECK_INT(sscanf("123456789012345", "%lld", &ll), 1);
	CHECK(ll == 123456789012345LL);
	CHECK_INT(sscanf("0777 0x1f 10", "%i %i %i", &x, &y, &z), 3);
	CHECK_INT(x, 511);
	CHECK_INT(y, 31);
	CHECK_INT(z, 10);
	CHECK_INT(sscanf("08", "%i%n", &x, &n), 1);
	CHECK_INT(x, 0);
	CHECK_INT(n, 1);
	CHECK_INT(sscanf("12345", "%3d%d", &x, &y), 2);
	CHECK_INT(x, 123);
	CHECK_INT(y, 45);
	signed char hh;
	short h;
	CHECK_INT(sscanf("300 70000", "%hhd %hd", &hh, &h), 2);
	CHECK_INT(hh, 44);
	CHECK_INT(h, 4464);
	unsigned long ul;
	CHECK_INT(sscanf("ff -0x10 777", "%lx %x %lo", &ul, &x, &ul), 3);
	CHECK_INT(x, -16);
	CHECK_INT(ul, 0777);
	void *p;
	CHECK_INT(sscanf("0x1234", "%p", &p), 1);
	CHECK(p == (void *)0x1234);

	/* Floats: strtod's syntax, with glibc's strictness on "infinity". */
	CHECK_INT(sscanf("1.5e+", "%f", &f), 1);
	CHECK(f == 1.5f);
	f = 1.5;
	CHECK_INT(sscanf("infinite", "%f%s", &f, s), 0);
	CHECK(f == 1.5f);
	CHECK_INT(sscanf("inf x", "%f %s", &f, s), 2);
	CHECK(f > 1e38f);
	CHECK_INT(sscanf("-Infinity", "%lf", &d), 1);
	CHECK(d < -1e308);
	CHECK_INT(sscanf("nan(123)x", "%f%s", &f, s), 2);
	CHECK(f != f);
	CHECK_STR(s, "(123)x");
	CHECK_INT(sscanf("0x1p3 z", "%f %s", &f, s), 2);
	CHECK(f == 8);
	CHECK_STR(s, "z");
	CHECK_INT(sscanf(".5", "%f", &f), 1);
	CHECK(f == 0.5f);
	CHECK_INT(sscanf(".", "%f", &f), 0);
	CHECK_INT(sscanf("+", "%f", &f), 0);
	CHECK_INT(sscanf("1e5", "%2f", &f), 1);
	CHECK(f == 1);
	f = 1;
	CHECK_INT(sscanf("0x", "%f", &f), 0);
	CHECK_INT(sscanf("2.5 -1e-3 123.25", "%lf %Lf %e", &d, &ld, &f), 3);
	CHECK(d == 2.5);
	CHECK(ld == -1e-3L);
	CHECK(f == 123.25f);

	/* Strings, characters and sets. */
	CHECK_INT(sscanf("  hello world", "%s%n", s, &n), 1);
	CHECK_STR(s, "hello");
	CHECK_INT(n, 7);
	CHECK_INT(sscanf("abcdef", "%3s", s), 1);
	CHECK_STR(s, "abc");
	CHECK_INT(sscanf("  x", "%c", c), 1);
	CHECK_INT(c[0], ' ');
	CHECK_INT(sscanf("  x", " %c", c), 1);
	CHECK_INT(c[0], 'x');
	CHECK_INT(sscanf("]abc-]x", "%[]a-c-]", s), 1);
	CHECK_STR(s, "]abc-]");
	CHECK_INT(sscanf("hello, world", "%[^,], %s", s, c), 2);
	CHECK_STR(s, "hello");
	CHECK_STR(c, "world");
	CHECK_INT(sscanf("ABCabc", "%[A-Z]", s), 1);
	CHECK_STR(s, "ABC");
	CHECK_INT(sscanf("abc", "%[A-Z]", s), 0);
	CHECK_INT(sscanf("%5", " %%%d", &x), 1);
	CHECK_INT(x, 5);

	/* %m allocates. */
	char *m = NULL, *m2 = NULL;
	CHECK_INT(sscanf("hello world", "%ms %m[a-z]", &m, &m2), 2);
	CHECK_STR(m, "hello");
	CHECK_STR(m2, "world");
	free(m);
	free(m2);
	m = NULL;
	CHECK_INT(sscanf("abcdef", "%3mc", &m), 1);
	CHECK(m && !memcmp(m, "abc", 3));
	free(m);

	/* Positional. */
	CHECK_INT(sscanf("a", "%2$d %1$d", &x, &y), 0);
	CHECK_INT(sscanf("5 6", "%2$d %1$d", &x, &y), 2);
	CHECK_INT(x, 6);
	CHECK_INT(y, 5);

	/* Suppression does not count; literal text and whitespace. */
	CHECK_INT(sscanf("key = 42;", "%*s = %d;%n", &x, &n), 1);
	CHECK_INT(x, 42);
	CHECK_INT(n, 9);
	CHECK_INT(sscanf("2026-12-03", "%d-%d-%d", &x, &y, &z), 3);
	CHECK_INT(z, 3);
	return check_done();
}
