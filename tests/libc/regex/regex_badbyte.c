#define _GNU_SOURCE
#include <locale.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../harness/check.h"

/* Bytes that are not UTF-8 in a C.UTF-8 subject: as in glibc (and GNU
 * grep's dfa), such a byte is an encoding error that matches nothing
 * but itself: not '.', no bracket (negated or not, even one naming
 * the byte), not \S or \W (GNU grep's
 * tests/backslash-s-vs-invalid-multibyte). Each case runs with
 * REG_NOSUB, with one register and with ten (the engines that find
 * the whole match and the one that finds groups must agree), and, if
 * the pattern starts with a character, again behind 300 bytes of 'x'
 * (the first-byte skips). */
static const struct { int cf; const char *pat, *subj, *want; } cases[] = {
	{ REG_EXTENDED, "^.$", "\202", "N" },
	{ REG_EXTENDED, "^[^a]$", "\202", "N" },
	{ REG_EXTENDED, "^\\S$", "\202", "N" },
	{ REG_EXTENDED, "^\\W$", "\202", "N" },
	{ REG_EXTENDED, "^\\s$", "\202", "N" },
	{ REG_EXTENDED, "^\\w$", "\202", "N" },
	{ REG_EXTENDED, "^[^[:alpha:]]$", "\202", "N" },
	{ REG_EXTENDED | REG_ICASE, "^.$", "\202", "N" },
	{ REG_EXTENDED | REG_NEWLINE, "^.$", "\202", "N" },
	{ 0, "^.$", "\202", "N" },
	{ REG_EXTENDED, "a.b", "a\202b", "N" },
	{ REG_EXTENDED, "a.b", "a\202b a\xc3\xa9" "b", "4,8" },
	{ REG_EXTENDED, "a[^x]b", "a\xffb", "N" },
	{ REG_EXTENDED, "a\\Wb", "a\xc3(b a-b", "5,8" },
	{ REG_EXTENDED, ".+", "\202ab\xe2\x82z", "1,3" },
	{ REG_EXTENDED, "[^a]+", "a\xc3\xa9\xc3\xc3\xa8", "1,3" },
	{ REG_EXTENDED, "a.*b", "a\xe2\x82\xac\xe2\x82" "b", "N" },
	{ REG_EXTENDED, "(.)\\1", "\202\202 aa", "3,5 3,4" },
	{ REG_EXTENDED, "x\\>", "x\202", "0,1" },
	/* no bracket, even one that names the byte */
	{ REG_EXTENDED, "^[\202]$", "\202", "N" },
	{ REG_EXTENDED, "^[\202-\203]$", "\203", "N" },
	{ REG_EXTENDED, "^[[:alpha:]\202]+$", "a\202", "N" },
	{ REG_EXTENDED, "^[\202a]$", "a", "0,1" },
	{ REG_EXTENDED | REG_ICASE, "^[\202]$", "\202", "N" },
	/* itself, outside brackets */
	{ REG_EXTENDED, "^\202$", "\202", "0,1" },
	{ REG_EXTENDED, "a\202b", "a\202\202b a\202b", "5,8" },
	{ REG_EXTENDED, "\xc3", "ab\xc3", "2,3" },
};

static void run(int i, const char *subj, size_t shift)
{
	static const int nm[] = { 0, 1, 10 };
	char want[100], got[100];
	int k, j, so, eo, o, n;
	for (k = 0; k < 3; k++) {
		regex_t re;
		regmatch_t m[10];
		int e = regcomp(&re, cases[i].pat, cases[i].cf | (nm[k] ? 0 : REG_NOSUB));
		/* the expectation (an error, N, or pairs shifted, the first
		 * alone for nmatch 1) */
		strcpy(want, cases[i].want[0] == 'E' ? cases[i].want : "N");
		for (o = 0, j = 0; cases[i].want[0] != 'N'
		     && sscanf(cases[i].want + j, "%d,%d%n", &so, &eo, &n) == 2
		     && (!j || nm[k] > 1); j += n)
			o += snprintf(want + o, sizeof want - o, "%s%d,%d", j ? " " : "",
				so + (int)shift, eo + (int)shift);
		if (e) {
			snprintf(got, sizeof got, "E%d", e);
		} else {
			if (regexec(&re, subj, nm[k], m, 0))
				strcpy(got, "N");
			else if (!nm[k])
				/* only whether: the offsets are not asked for */
				strcpy(got, want);
			else
				for (o = 0, j = 0; j <= (int)re.re_nsub && j < nm[k]; j++)
					o += snprintf(got + o, sizeof got - o, "%s%d,%d", j ? " " : "",
						(int)m[j].rm_so, (int)m[j].rm_eo);
			regfree(&re);
		}
		if (strcmp(got, want)) printf("case %d nmatch %d shift %zu: /%s/\n", i, nm[k], shift, cases[i].pat);
		CHECK_STR(got, want);
	}
}

int main(void)
{
	int i, c;
	if (!setlocale(LC_ALL, "C.UTF-8")) SKIP("no C.UTF-8 locale");
	for (i = 0; i < (int)(sizeof cases / sizeof *cases); i++) {
		char *long_subj;
		run(i, cases[i].subj, 0);
		c = (unsigned char)cases[i].pat[0];
		if (!(c >= 0x80 || (c >= 'a' && c <= 'z'))) continue;
		long_subj = malloc(300 + strlen(cases[i].subj) + 1);
		if (!long_subj) return 1;
		memset(long_subj, 'x', 300);
		strcpy(long_subj + 300, cases[i].subj);
		run(i, long_subj, 300);
		free(long_subj);
	}
	return check_done();
}
