#define _GNU_SOURCE
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include "../../harness/check.h"

/* REG_ICASE in C.UTF-8 as glibc (and GNU grep's dfa, gnulib's
 * case_folded_counterparts) rule it: a pattern character and a subject
 * character are the same when their towupper are (GNU grep's
 * tests/case-fold-titlecase). So the micro sign goes with both mus,
 * dotless i and long s with i and s, the titlecase digraphs with their
 * upper and lower forms; but capital I with dot above, the Kelvin sign
 * and capital sharp s, whose towupper is themselves, go only with
 * themselves. Each case runs with REG_NOSUB, with one register and with
 * ten (the engines that find the whole match and the one that finds
 * groups must agree), and, if the pattern starts with a character,
 * again behind 300 bytes of 'x' (the first-byte skips must let every
 * counterpart through). */
#define I (REG_EXTENDED | REG_ICASE)
static const struct { int cf; const char *pat, *subj, *want; } cases[] = {
	{ I, "\xc2\xb5", "\xce\x9c", "0,2" },          /* micro sign ~ capital mu */
	{ I, "\xc2\xb5", "\xce\xbc", "0,2" },          /* micro sign ~ small mu */
	{ I, "\xce\x9c", "\xc2\xb5", "0,2" },
	{ I, "\xce\xbc", "\xc2\xb5", "0,2" },
	{ I, "i", "\xc4\xb1", "0,2" },                  /* dotless i */
	{ I, "I", "\xc4\xb1", "0,2" },
	{ I, "\xc4\xb1", "xi", "1,2" },
	{ I, "i", "\xc4\xb0", "N" },                    /* I with dot above */
	{ I, "\xc4\xb0", "i", "N" },
	{ I, "\xc4\xb0", "I", "N" },
	{ I, "\xc4\xb0", "\xc4\xb0", "0,2" },
	{ I, "[\xc2\xb5]", "\xce\x9c", "0,2" },
	{ I, "[\xce\x9c]", "\xc2\xb5", "0,2" },
	{ I, "[i]", "\xc4\xb1", "0,2" },
	{ I, "[\xc4\xb1]", "i", "0,1" },
	{ I, "[\xc4\xb0]", "i", "N" },
	{ I, "[^i]", "\xc4\xb1I", "N" },
	{ I, "s", "\xc5\xbf", "0,2" },                  /* long s */
	{ I, "\xc5\xbf", "xS", "1,2" },
	{ I, "[a-z]+", "\xc5\xbf\xc4\xb1K", "0,5" },
	{ I, "k", "\xe2\x84\xaa", "N" },               /* Kelvin sign */
	{ I, "\xe2\x84\xaa", "k", "N" },
	{ I, "\xc3\x9f", "\xe1\xba\x9e", "N" },       /* sharp s, capital sharp s */
	{ I, "\xc7\x85", "\xc7\x84\xc7\x86", "0,2" }, /* titlecase dz with caron */
	{ I, "\xc7\x86", "\xc7\x85", "0,2" },
	{ I, "\xcf\x82", "\xce\xa3\xcf\x83", "0,2" }, /* final sigma */
	{ I, "\xce\xb8", "\xcf\x91", "0,2" },          /* theta symbol */
	{ I, "(\xc4\xb1)\\1", "iI", "0,2 0,1" },        /* back-references fold too */
	{ I, "^(.)\\1$", "\xc7\x85\xc7\x86", "0,4 0,2" },
	{ I, "^(.)\\1$", "\xc4\xb0i", "N" },
	{ I, "x\xc2\xb5+y", "x\xce\xbc\xc2\xb5\xce\x9cy", "0,8" },
	/* glibc reads the pattern upper-cased, brackets too: [@-a] is
	 * [@-A], [a-Z] is [A-Z], [_-a] an empty range; and [:upper:] and
	 * [:lower:] are [:alpha:] */
	{ I, "[@-a]", "[", "N" },
	{ I, "[@-a]", "b", "N" },
	{ I, "[@-a]", "a", "0,1" },
	{ I, "[a-Z]", "m", "0,1" },
	{ I, "[_-a]", "`", "E11" },
	{ I, "[[.a.]-c]", "B", "0,1" },
	{ I, "[a-[.c.]]", "B", "0,1" },
	{ I, "[[=a=]]", "A", "0,1" },
	{ I, "[i-i]", "\xc4\xb1", "0,2" },
	{ I, "[\xc5\xbf-\xc5\xbf]", "S", "0,1" },
	{ I, "[[:upper:]]", "a", "0,1" },
	{ I, "[[:lower:]x]", "Q", "0,1" },
	{ I, "[[:upper:]]", "\xc2\xaa", "0,2" },
	{ I, "[^[:lower:]]", "A", "N" },
	{ I, "[[:punct:]]", "\xc2\xb5", "N" },
};
#undef I

#include "regcase.h"

/* 1 if pattern p (REG_ICASE) matches subject t at [so, eo). */
static int at(const char *p, const char *t, int so, int eo)
{
	regex_t re;
	regmatch_t m;
	int r;
	if (regcomp(&re, p, REG_EXTENDED | REG_ICASE)) return 0;
	r = !regexec(&re, t, 1, &m, 0) && m.rm_so == so && m.rm_eo == eo;
	regfree(&re);
	return r;
}

/* Every letter x that is not the towlower of its towupper u (micro
 * sign, dotless i, long s, final sigma, titlecase digraphs...) is
 * taken for u and u's towlower, as a bracket's member and behind the
 * first-byte skip: the library's own list of them must be complete for
 * its towupper. */
static void lonesome(void)
{
	wint_t x, u, l;
	int n = 0, bad = 0;
	for (x = 0x80; x < 0x110000; x++) {
		char ex[8], eu[8], el[8], pat[16], subj[16];
		size_t nx, nu, nl;
		mbstate_t st = { 0 };
		if (x >= 0xd800 && x < 0xe000) continue;
		u = towupper(x);
		if (u == x || towlower(u) == x) continue;
		n++;
		l = towlower(u);
		nx = wcrtomb(ex, x, &st), ex[nx] = 0;
		nu = wcrtomb(eu, u, &st), eu[nu] = 0;
		nl = wcrtomb(el, l, &st), el[nl] = 0;
		snprintf(pat, sizeof pat, "[%s]", ex);
		snprintf(subj, sizeof subj, "--%s", ex);
		if (!at(pat, eu, 0, nu) || !at(eu, subj, 2, 2 + nx)
		    || (towupper(l) == u && !at(pat, el, 0, nl))) {
			printf("U+%04X (towupper U+%04X) is not taken for its counterparts\n", (unsigned)x, (unsigned)u);
			bad++;
		}
	}
	/* gnulib's lonesome_lower has 19 */
	CHECK(n >= 19);
	CHECK_INT(bad, 0);
}

/* GNU grep's tests/case-fold-titlecase: each of a, b, c as pattern
 * behind an empty back-reference (grep then takes regex, not its dfa)
 * finds exactly the lines with the same towupper, which is what grep's
 * dfa finds. */
static void titlecase(void)
{
	static const unsigned short t[][3] = {
		{ 0xb5, 0x39c, 0x3bc }, { 'I', 'i', 0x130 }, { 'I', 'i', 0x131 },
		{ 'S', 's', 0x17f }, { 0x1c4, 0x1c5, 0x1c6 }, { 0x1c7, 0x1c8, 0x1c9 },
		{ 0x1ca, 0x1cb, 0x1cc }, { 0x1f1, 0x1f2, 0x1f3 }, { 0x345, 0x399, 0x3b9 },
		{ 0x3a3, 0x3c2, 0x3c3 }, { 0x392, 0x3b2, 0x3d0 }, { 0x398, 0x3b8, 0x3d1 },
		{ 0x3a6, 0x3c6, 0x3d5 }, { 0x3a0, 0x3c0, 0x3d6 }, { 0x39a, 0x3ba, 0x3f0 },
		{ 0x3a1, 0x3c1, 0x3f1 }, { 0x398, 0x3b8, 0x3f4 }, { 0x395, 0x3b5, 0x3f5 },
		{ 0x1e60, 0x1e61, 0x1e9b }, { 0xdf, 0xdf, 0x1e9e }, { 0x399, 0x3b9, 0x1fbe },
		{ 0x3a9, 0x3c9, 0x2126 }, { 'K', 'k', 0x212a }, { 0xc5, 0xe5, 0x212b },
		{ 0x3a3, 0x3c3, 0x3f2 },
	};
	size_t i;
	int j, k, bad = 0;
	for (i = 0; i < sizeof t / sizeof *t; i++)
		for (j = 0; j < 3; j++)
			for (k = 0; k < 3; k++) {
				char pat[16] = "\\(\\)\\1", subj[8];
				mbstate_t st = { 0 };
				regex_t re;
				int want = towupper(t[i][j]) == towupper(t[i][k]), got;
				pat[wcrtomb(pat + 6, t[i][j], &st) + 6] = 0;
				subj[wcrtomb(subj, t[i][k], &st)] = 0;
				if (regcomp(&re, pat, REG_ICASE | REG_NOSUB)) {
					bad++;
					continue;
				}
				got = !regexec(&re, subj, 0, 0, 0);
				regfree(&re);
				if (got != want) {
					printf("U+%04X ~ U+%04X: %d, want %d\n", t[i][j], t[i][k], got, want);
					bad++;
				}
			}
	CHECK_INT(bad, 0);
}

int main(void)
{
	if (!setlocale(LC_ALL, "C.UTF-8")) SKIP("no C.UTF-8 locale");
	if (run_all()) return 1;
	lonesome();
	titlecase();
	return check_done();
}
