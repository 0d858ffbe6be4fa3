/* printf's integer, string, character and pointer conversions against
 * expectations taken from glibc 2.36 (which the glibc build re-checks). */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <limits.h>
#include <string.h>
#include "check.h"

#define T(ret, want, ...) do { \
	char b[512]; \
	memset(b, 'Z', sizeof b); \
	CHECK_INT(snprintf(b, sizeof b, __VA_ARGS__), ret); \
	CHECK_STR(b, want); \
} while (0)

int main(void)
{
	T(1, "0", "%d", 0);
	T(2, "42", "%d", 42);
	T(3, "-42", "%d", -42);
	T(10, "2147483647", "%d", INT_MAX);
	T(11, "-2147483648", "%d", INT_MIN);
	T(40, "7|   42|42   |00042|+42| 42|  -42|+42  |", "%i|%5d|%-5d|%05d|%+d|% d|%+5d|%-+5d|", 7, 42, 42, 42, 42, 42, -42, 42);
	T(46, "||0|010|0xff|0XFF|0x001|007|     007|7       |", "%.0d|%.0x|%#.0o|%#o|%#x|%#X|%#.3x|%.3d|%08.3d|%-08d|", 0, 0, 0, 8, 255, 255, 1, 7, 7, 7);
	T(23, "44|44|4464|4464|ff|ffff", "%hhd|%hhu|%hd|%hu|%hhx|%hx", 300, 300, 70000, 70000, -1, -1);
	T(101, "-9223372036854775808|18446744073709551615|-9223372036854775808|18446744073709551615|deadbeef|CAFEBABE", "%ld|%lu|%lld|%llu|%lx|%llX", LONG_MIN, ULONG_MAX, LLONG_MIN, ULLONG_MAX, 0xdeadbeefL, 0xcafebabeULL);
	T(56, "-9223372036854775808|18446744073709551615|-5|5|-9|123|77", "%jd|%ju|%zd|%zu|%td|%qd|%Zu", INTMAX_MIN, UINTMAX_MAX, (long)-5, (size_t)5, (ptrdiff_t)-9, 123LL, (size_t)77);
	T(27, "777|0777|abc|ABC|4000000000", "%o|%#o|%x|%X|%u", 0777, 0777, 0xabc, 0xabc, 4000000000u);
	T(35, "101|0b101|0B101|00000101|0000000101", "%b|%#b|%#B|%08b|%.10b", 5, 5, 5, 5, 5);
	T(31, "abc|  abc|abc  |ab|    a|   ab|", "%s|%5s|%-5s|%.2s|%5.1s|%05s|", "abc", "abc", "abc", "abc", "abc", "ab");
	T(26, "(null)||(null)|    (null)|", "%s|%.3s|%.6s|%10s|", (char*)0, (char*)0, (char*)0, (char*)0);
	T(11, "x|  y|z  |A", "%c|%3c|%-3c|%c", 'x', 'y', 'z', 0x141);
	T(45, "0x1234|    0x1234|0x1234    |(nil)|+0x1|(nil)", "%p|%10p|%-10p|%.3p|%+p|%p", (void*)0x1234, (void*)0x1234, (void*)0x1234, (void*)0, (void*)1, (void*)0);
	T(6, "%|%|%|", "%5%|%%|%-5%|");
	T(5, "x x 4", "%1$s %1$s %2$d", "x", 4);
	T(3, "b a", "%2$s %1$s", "a", "b");
	T(15, "    7|7    |he|", "%1$*2$d|%1$-*2$d|%3$.*4$s|", 7, 5, "hello", 2);
	T(19, "   1|1   |1   |5|ab", "%*d|%-*d|%*d|%.*d|%.*s", 4, 1, 4, 1, -4, 1, -1, 5, 2, "abc");
	T(3, "a b", "%s %2$s", "a", "b");
	T(11, "%y|%5y|abc%", "%y|%5y|abc%");
	T(15, "1234567|1234567", "%'d|%'u", 1234567, 1234567u);
	T(65, "     000000000012345|-000000000012345    |+001| 0042|+0042|+42  |", "%20.15d|%-20.15d|%+.3d|% 05d|%+05d|%-+05d|", 12345, -12345, 1, 42, 42, 42);
	T(34, " 0x11|0x11    |0x000011|00000021||", "%#5x|%#-8x|%#08x|%#08o|%#.0x|", 17, 17, 17, 17, 0);

	/* %n stores the count so far, in the size its length asks for. */
	int n = -1; signed char hn = -1; long ln = -1; short sn = -1;
	char b[64];
	CHECK_INT(sprintf(b, "abc%nde%hhnf%lng%hn", &n, &hn, &ln, &sn), 7);
	CHECK_INT(n, 3);
	CHECK_INT(hn, 5);
	CHECK_INT(ln, 6);
	CHECK_INT(sn, 7);
	CHECK_STR(b, "abcdefg");

	/* %m is strerror(errno), taken when printf starts. */
	errno = EBADF;
	snprintf(b, sizeof b, "%m");
	CHECK_STR(b, "Bad file descriptor");

	/* Positional arguments of every size in one format. */
	CHECK_INT(sprintf(b, "%3$s|%1$lld|%2$hhd|%4$p", 1LL << 40, 257, "s", (void *)0xff), 22);
	CHECK_STR(b, "s|1099511627776|1|0xff");
	return check_done();
}
