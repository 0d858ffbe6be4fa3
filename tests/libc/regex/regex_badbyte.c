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

#include "regcase.h"

int main(void)
{
	if (!setlocale(LC_ALL, "C.UTF-8")) SKIP("no C.UTF-8 locale");
	if (run_all()) return 1;
	return check_done();
}
