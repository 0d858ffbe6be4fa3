/* Fuzz harness: printf's conversions (vfprintf and the floating-point
 * formatter). The input is read as a list of conversions: flags, width,
 * precision (given or '*'), length modifier and conversion, each with an
 * argument of the right type taken from the input, so every call is a
 * defined one. Each conversion is formatted whole and into buffers too
 * small for it: the return value is the whole length and the output its
 * prefix, always terminated. Under `make fuzz` every call is also made
 * through glibc and must give the same bytes (the few places where C
 * leaves the output to the implementation are left out). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FMT1_NAME(x) fz_##x
#include "fmt1.h"
#include "ref.h"

struct in { const uint8_t *p; size_t n; };

static unsigned get(struct in *in)
{
	if (!in->n) return 0;
	in->n--;
	return *in->p++;
}

static uint64_t get64(struct in *in)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++) v = v << 8 | get(in);
	return v;
}

static void fail(const struct fmt1 *a, const char *what, const char *got, const char *want)
{
	fprintf(stderr, "printf: format \"%s\": %s\n  got:  \"%s\"\n  want: \"%s\"\n", a->fmt, what, got, want);
	abort();
}

static void check(const struct fmt1 *a, int diff)
{
	static char full[8192], small[8192];
	int r = fz_print(full, sizeof full, a);
	if (r < 0 || r >= (int)sizeof full)
		return;                 /* a width or precision beyond the buffer */
	if (strlen(full) != (size_t)r)
		fail(a, "return value is not the length written", full, "");
	for (size_t k = 0; k <= (size_t)r + 1; k += 1 + k / 4) {
		memset(small, 'Z', k + 2);
		if (fz_print(small, k, a) != r)
			fail(a, "truncated call returned another length", small, full);
		if (k && (memcmp(small, full, k - 1) || small[k - 1] != 0))
			fail(a, "truncated output is not a terminated prefix", small, full);
		if (small[k] != 'Z' || small[k + 1] != 'Z')
			fail(a, "wrote past the buffer size", small, full);
	}
#ifdef FUZZ_REF
	if (diff) {
		static char want[8192];
		int rr = ref_print(want, sizeof want, a);
		if (rr != r || strcmp(want, full))
			fail(a, "differs from glibc", full, want);
	}
#else
	(void)diff;
#endif
}

/* A long double whose bits are a value: ld80's unnormals and
 * pseudo-denormals (explicit bit not matching the exponent) are invalid
 * encodings and left out of the comparison. */
static int ld_valid(long double x)
{
	unsigned char b[sizeof x];
	memcpy(b, &x, sizeof x);
	if (sizeof(long double) < 16 || __LDBL_MANT_DIG__ != 64) return 1;
	int e = (b[9] & 0x7f) << 8 | b[8], j = b[7] >> 7;
	return e ? j : !j;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char convs[] = "diouxXcsfFeEgGaAp%";
	static const char *const lens[] = { "", "hh", "h", "l", "ll", "j", "z", "t", "L" };
	static char str[256];
	struct in in = { data, size };
	/* a string argument: the input's first bytes up to a NUL */
	size_t sl = 0;
	while (sl < sizeof str - 1 && sl < in.n && in.p[sl]) str[sl] = in.p[sl], sl++;
	str[sl] = 0;
	in.p += sl, in.n -= sl;
	for (int count = 0; in.n && count < 64; count++) {
		struct fmt1 a = { .s = str };
		char *f = a.fmt;
		unsigned fl = get(&in), wp = get(&in), c = convs[get(&in) % (sizeof convs - 1)];
		unsigned len = get(&in) % 9;
		int diff = 1, isint = strchr("diouxX", c) != 0, isfp = strchr("fFeEgGaA", c) != 0;
		*f++ = '%';
		if (c != '%') {
			if (fl & 1) *f++ = '-';
			if ((fl & 2) && (isint || isfp)) *f++ = '+';
			if ((fl & 4) && (isint || isfp)) *f++ = ' ';
			if ((fl & 8) && (strchr("oxX", c) || isfp)) *f++ = '#';
			if ((fl & 16) && (isint || isfp)) *f++ = '0';
			if (wp & 1) f += sprintf(f, "%u", get(&in) % 600);
			else if (wp & 2) *f++ = '*', a.star[a.nstar++] = (int8_t)get(&in) * 5;
			if ((wp & 4) && c != 'c' && c != 'p') {
				if (wp & 8) f += sprintf(f, ".*"), a.star[a.nstar++] = (int8_t)get(&in) * 5;
				else f += sprintf(f, ".%u", get(&in) % 600);
			}
			if (isint && len < 8) f += sprintf(f, "%s", lens[len]);
			if (isfp && len == 8) *f++ = 'L';
		}
		*f++ = c, *f = 0;
		uint64_t v = get64(&in);
		if (isint) a.kind = len >= 3 && len < 8 ? K_LL : K_INT, a.i = (long long)v;
		else if (c == 'c') a.kind = K_CHR, a.i = (int)(v & 0xff) | !(v & 0xff); /* NUL ends the string checks */
		else if (c == 's') a.kind = K_STR;
		else if (c == 'p') a.kind = K_PTR, a.i = (long long)v, diff = 0; /* (nil) vs 0 */
		else if (c == '%') a.kind = K_INT;
		else if (len == 8) {
			unsigned char b[sizeof(long double)] = { 0 };
			memcpy(b, &v, 8);
			uint16_t top = (uint16_t)get(&in) << 8 | get(&in);
			memcpy(b + 8, &top, 2);
			memcpy(&a.ld, b, sizeof b);
			a.kind = K_LDBL;
			/* glibc's %La on ld80 writes the explicit bit first
			 * (0xf.fp+0): a different but valid choice */
			diff = ld_valid(a.ld) && !(strchr("aA", c) && __LDBL_MANT_DIG__ == 64);
		} else {
			memcpy(&a.d, &v, 8);
			a.kind = K_DBL;
		}
		check(&a, diff);
	}
	return 0;
}
