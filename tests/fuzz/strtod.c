/* Fuzz harness: strtod, strtof and strtold on the input as a string.
 * Each reads at most the string, and a result printed with enough digits
 * (%.17g, %.9g, %.21Lg) reads back to the same value and stops at the end
 * of what was printed. Under `make fuzz` glibc converts the same string
 * and must give the same bits, stop at the same place and agree on
 * ERANGE. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ref.h"

static void fail(const char *s, int which, const char *what)
{
	fprintf(stderr, "strtod: \"%s\" (%s): %s\n", s, (const char *[]){ "strtod", "strtof", "strtold" }[which], what);
	abort();
}

static void one(const char *s, int which)
{
	unsigned char v[16] = { 0 }, back[16] = { 0 };
	char *end, *end2, out[128];
	int erange;
	errno = 0;
	if (which == 0) { double x = strtod(s, &end); memcpy(v, &x, sizeof x); snprintf(out, sizeof out, "%.17g", x); }
	else if (which == 1) { float x = strtof(s, &end); memcpy(v, &x, sizeof x); snprintf(out, sizeof out, "%.9g", x); }
	else { long double x = strtold(s, &end); memcpy(v, &x, 10 + 6 * (__LDBL_MANT_DIG__ == 113)); snprintf(out, sizeof out, "%.36Lg", x); }
	erange = errno == ERANGE;
	if (end < s || end > s + strlen(s))
		fail(s, which, "end pointer outside the string");
	/* the printed value reads back the same, unless it is a NaN */
	if (!strstr(out, "nan")) {
		if (which == 0) { double x = strtod(out, &end2); memcpy(back, &x, sizeof x); }
		else if (which == 1) { float x = strtof(out, &end2); memcpy(back, &x, sizeof x); }
		else { long double x = strtold(out, &end2); memcpy(back, &x, 10 + 6 * (__LDBL_MANT_DIG__ == 113)); }
		if (memcmp(v, back, 16) || *end2)
			fail(s, which, "printed with all digits, it does not read back");
	}
#ifdef FUZZ_REF
	unsigned char rv[16] = { 0 };
	long used;
	int rerange;
	ref_strto(which, s, rv, &used, &rerange);
	if (used != end - s)
		fail(s, which, "stops elsewhere than glibc");
	if (memcmp(v, rv, 16))
		fail(s, which, "value differs from glibc's");
	/* glibc lets the ERANGE of its strtoull over a NaN's payload
	 * through: C says nothing of errno for a NaN */
	if (erange != rerange && !strstr(out, "nan"))
		fail(s, which, "ERANGE differs from glibc's");
#else
	(void)erange;
#endif
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	memcpy(s, data, size);
	s[size] = 0;
	for (int which = 0; which < 3; which++)
		one(s, which);
	free(s);
	return 0;
}
