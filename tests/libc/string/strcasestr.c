#define _GNU_SOURCE
#include <string.h>
#include <strings.h>
#include <stdlib.h>
#include "check.h"

static char *naive(const char *h, const char *n)
{
	size_t l = strlen(n);
	for (;; h++) {
		if (!strncasecmp(h, n, l)) return (char *)h;
		if (!*h) return 0;
	}
}

int main(void)
{
	static char h[400], n[24];
	unsigned x = 99;
	int bad = 0;
	/* Mixed-case strings over tiny alphabets: periodic needles and many
	 * partial matches, for both Two-Way branches. */
	for (int it = 0; it < 20000; it++) {
		int alpha = 2 + it % 3;
		size_t hl = (x = x * 1103515245 + 12345) >> 16 & 255;
		size_t nl = (x = x * 1103515245 + 12345) >> 16 & 15;
		for (size_t i = 0; i < hl; i++) {
			x = x * 1103515245 + 12345;
			h[i] = (x >> 20 & 1 ? 'A' : 'a') + (x >> 16) % alpha;
		}
		for (size_t i = 0; i < nl; i++) {
			x = x * 1103515245 + 12345;
			n[i] = (x >> 20 & 1 ? 'A' : 'a') + (x >> 16) % alpha;
		}
		h[hl] = 0; n[nl] = 0;
		if (strcasestr(h, n) != naive(h, n)) bad++;
	}
	CHECK_INT(bad, 0);
	CHECK(strcasestr("Hello World", "wORLD") != 0);
	CHECK(strcasestr("Hello", "") != 0);
	CHECK(strcasestr("Hello", "lox") == 0);
	CHECK(strcasestr("ab[", "B{") == 0); /* '[' and '{' are not a case pair */

	/* gnulib's linear-time probe: quadratic searches would take minutes. */
	size_t m = 1000000;
	char *big = malloc(m + 1), *nd = malloc(m / 2 + 2);
	memset(big, 'A', m); big[m] = 0;
	memset(nd, 'a', m / 2); nd[m / 2] = 'B'; nd[m / 2 + 1] = 0;
	CHECK(strcasestr(big, nd) == 0);
	CHECK(strstr(big, "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB") == 0);
	free(big); free(nd);
	return check_done();
}
