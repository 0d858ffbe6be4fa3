#define _GNU_SOURCE
#include <string.h>

/* glibc's ordering, as a state machine over (state, class of the byte)
 * where the classes are: other, digit 1-9, digit 0. States: plain text,
 * inside an integer, inside a fraction (a number with leading zeros),
 * inside leading zeros. The verdict table is indexed by the state on the
 * first differing byte pair and both classes. */
enum { PLAIN, INT, FRAC, ZEROS };
enum { BYTES = 2, LENGTH = 3 };

static int cls(unsigned char c)
{
	return c == '0' ? 2 : c - '1' < 9u;
}

int strverscmp(const char *l0, const char *r0)
{
	static const unsigned char next[4][3] = {
		[PLAIN] = { PLAIN, INT, ZEROS },
		[INT]   = { PLAIN, INT, INT },
		[FRAC]  = { PLAIN, FRAC, FRAC },
		[ZEROS] = { PLAIN, FRAC, ZEROS },
	};
	static const signed char verdict[4][3][3] = {
		[PLAIN] = { { BYTES, BYTES, BYTES }, { BYTES, LENGTH, BYTES }, { BYTES, BYTES, BYTES } },
		[INT]   = { { BYTES, -1, -1 }, { 1, LENGTH, LENGTH }, { 1, LENGTH, LENGTH } },
		[FRAC]  = { { BYTES, BYTES, BYTES }, { BYTES, BYTES, BYTES }, { BYTES, BYTES, BYTES } },
		[ZEROS] = { { BYTES, 1, 1 }, { -1, BYTES, BYTES }, { -1, BYTES, BYTES } },
	};
	const unsigned char *l = (const void *)l0, *r = (const void *)r0;
	int state = PLAIN, diff;

	if (l == r) return 0;
	for (; (diff = *l - *r) == 0; l++, r++) {
		if (!*l) return 0;
		state = next[state][cls(*l)];
	}
	/* The state machine has not yet seen the differing pair's left byte. */
	int v = verdict[state][cls(*l)][cls(*r)];
	if (v == BYTES) return diff;
	if (v != LENGTH) return v;
	/* Both in an integer: the longer digit run is the larger number. */
	for (l++, r++; *l - '0' < 10u; l++, r++)
		if (*r - '0' >= 10u) return 1;
	return *r - '0' < 10u ? -1 : diff;
}
