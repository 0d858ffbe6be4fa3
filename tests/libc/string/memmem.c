#define _GNU_SOURCE
#include <string.h>
#include "check.h"

/* The obvious quadratic search, as the reference. */
static void *naive(const char *h, size_t hl, const char *n, size_t nl)
{
	if (!nl) return (void *)h;
	for (size_t i = 0; i + nl <= hl; i++)
		if (!memcmp(h + i, n, nl)) return (void *)(h + i);
	return 0;
}

int main(void)
{
	static char h[600], n[40];
	unsigned x = 12345;
	int bad = 0;
	/* Random strings over tiny alphabets give periodic needles and many
	 * partial matches: both Two-Way branches get exercised. */
	for (int iter = 0; iter < 4000; iter++) {
		int alpha = 2 + iter % 3;
		size_t hl = (x = x * 1103515245 + 12345) >> 16 & 511;
		size_t nl = (x = x * 1103515245 + 12345) >> 16 & 31;
		for (size_t i = 0; i < hl; i++) h[i] = 'a' + ((x = x * 1103515245 + 12345) >> 16) % alpha;
		for (size_t i = 0; i < nl; i++) n[i] = 'a' + ((x = x * 1103515245 + 12345) >> 16) % alpha;
		if (hl > nl && iter % 2) memcpy(h + hl - nl, n, nl);
		if (memmem(h, hl, n, nl) != naive(h, hl, n, nl)) bad++;
		h[hl] = 0; n[nl] = 0;
		if (strstr(h, n) != naive(h, hl, n, nl)) bad++;
	}
	CHECK_INT(bad, 0);
	CHECK(memmem("abc", 3, "", 0) != 0);
	CHECK(memmem("abc", 2, "bc", 2) == 0);
	CHECK(memmem("a\0b\0c", 5, "b\0c", 3) != 0);
	return check_done();
}
