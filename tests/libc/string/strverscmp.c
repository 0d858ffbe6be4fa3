#define _GNU_SOURCE
#include <string.h>
#include "check.h"

static int sign(int x) { return (x > 0) - (x < 0); }

int main(void)
{
	/* Each list is in ascending version order (glibc's examples and
	 * what sort -V and ls -v rely on). */
	static const char *const order[] = {
		"000", "00", "01", "010", "09", "0", "1", "9", "10",
		"a", "a0", "a1", "a1.2", "a1.10", "a2", "a10", "ab", "b",
		"item#99", "item#100",
		"jan", "jan00", "jan01", "jan0", "jan1", "jan2", "jan10",
		"x1.01", "x1.012", "x1.02", "x1.1", "x1.9", "x1.10",
	};
	int n = sizeof order / sizeof *order, bad = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			int want = sign(i - j), got = sign(strverscmp(order[i], order[j]));
			if (got != want) {
				bad++;
				CHECK_STR(order[i], order[j]); /* names the pair */
			}
		}
	CHECK_INT(bad, 0);
	CHECK_INT(strverscmp("abc", "abc"), 0);
	CHECK(strverscmp("1.2.3", "1.2.10") < 0);
	CHECK(strverscmp("foo-2.0", "foo-2.0a") < 0);
	CHECK(strverscmp("", "a") < 0);
	return check_done();
}
