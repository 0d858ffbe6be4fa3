#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../harness/check.h"

/* The whole-match search (libc/src/regex/regdfa.c: a forward pass for
 * the first match end, a backward one for the leftmost start, a
 * forward one for the longest end; the Pike VM only over the match for
 * sub-matches). Every case runs three ways that must agree: nmatch 0
 * (match or not), nmatch 1 (the whole match) and nmatch 10 (whole
 * match and groups); the expectations are glibc's. Cases go through
 * the skips (one possible first byte: memchr; a first-byte set; '^'
 * with REG_NEWLINE: the next line), assertions on both sides of a
 * position, REG_ICASE, UTF-8, REG_NOTBOL/REG_NOTEOL and REG_STARTEND
 * (from: rm_so, -1 without the flag). */
static const struct {
	int utf8, cf, ef, from;
	const char *pat, *subj, *want;
} cases[] = {
	{ 0, 0, 0, -1, "connection refused", "a connection connection refused x", "13,31" },
	{ 0, 0, 0, -1, "connection refused", "connection refuse", "N" },
	{ 0, REG_EXTENDED | REG_ICASE, 0, -1, "hello", "say HeLLo hello", "4,9" },
	{ 0, REG_EXTENDED | REG_ICASE, 0, -1, "[h]ELLO", "hell HELLx hello", "11,16" },
	{ 0, REG_EXTENDED, 0, -1, "(foo|bar|baz)[a-z]*", "x foo bazaar", "2,5" },
	{ 0, REG_EXTENDED, 0, -1, "[0-9]+\\.[0-9]+", "v1. 10.25.3", "4,9" },
	{ 0, REG_EXTENDED, 0, -1, "([0-9]{1,3}\\.){3}[0-9]{1,3}", "1.2.3 10.0.0.255", "6,16" },
	{ 0, REG_EXTENDED, 0, -1, "[a-z0-9._]+@[a-z0-9.]+\\.[a-z]{2,}", "to: u1@host3.example.org ", "4,24" },
	{ 0, REG_EXTENDED, 0, -1, "abcd|c", "xabcd", "1,5" },
	{ 0, REG_EXTENDED, 0, -1, "a{2,3}", "aaaa", "0,3" },
	{ 0, REG_EXTENDED, 0, -1, "x*", "abc", "0,0" },
	{ 0, REG_EXTENDED, 0, -1, "b*|c+", "aacc", "0,0" },
	{ 0, REG_EXTENDED, 0, -1, "(a|ab)(c|bcd)", "xabcd", "1,5" },
	/* trailing context: $ and the end */
	{ 0, REG_EXTENDED, 0, -1, "[[:space:]]+$", "a b  c   ", "6,9" },
	{ 0, REG_EXTENDED, REG_NOTEOL, -1, "[[:space:]]+$", "a b  c   ", "N" },
	{ 0, REG_EXTENDED | REG_NEWLINE, REG_NOTEOL, -1, "[[:space:]]+$", "a  \nb ", "1,3" },
	{ 0, REG_EXTENDED | REG_NEWLINE, 0, -1, "c$", "abc\nc", "2,3" },
	{ 0, REG_EXTENDED, 0, -1, "c$", "abc\nc", "4,5" },
	/* leading context: ^ and REG_NEWLINE, REG_NOTBOL */
	{ 0, 0, 0, -1, "^[A-Za-z_][A-Za-z0-9_]*=", "KEY_1=2", "0,6" },
	{ 0, 0, 0, -1, "^[A-Za-z_][A-Za-z0-9_]*=", "1 KEY=2", "N" },
	{ 0, 0, REG_NOTBOL, -1, "^[A-Za-z_][A-Za-z0-9_]*=", "KEY=2", "N" },
	{ 0, REG_NEWLINE, 0, -1, "^[A-Za-z_][A-Za-z0-9_]*=", "1 A=\nxy\nK=v", "8,10" },
	{ 0, REG_NEWLINE, REG_NOTBOL, -1, "^K", "K\nK", "2,3" },
	{ 0, REG_EXTENDED | REG_NEWLINE, 0, -1, "^$", "a\n\nb", "2,2" },
	{ 0, REG_EXTENDED, 0, -1, "a^b|b", "a^bab", "2,3" },
	{ 0, REG_EXTENDED | REG_NEWLINE, 0, -1, "a\n^b", "xa\nb", "1,4" },
	/* word assertions read both sides */
	{ 0, 0, 0, -1, "\\bfoo\\b", "afoo foo_ foo.", "10,13" },
	{ 0, 0, 0, -1, "\\<b[a-z]*\\>", "ab_ abc bcd", "8,11" },
	{ 0, 0, 0, -1, "o\\B", "foo o", "1,2" },
	{ 0, 0, 0, -1, "\\w\\+\\>", "  ab cd", "2,4" },
	{ 0, REG_EXTENDED, 0, -1, "(\\<|x)y", "xy ay y", "0,2" },
	{ 0, REG_EXTENDED, 0, -1, "a\\'|b", "ab a", "1,2" },
	/* REG_STARTEND: what precedes rm_so is context */
	{ 0, REG_EXTENDED, REG_STARTEND, 2, "\\bfoo", "xxfoo foo", "6,9" },
	{ 0, REG_EXTENDED, REG_STARTEND, 2, "^foo", "xxfoo", "N" },
	{ 0, REG_EXTENDED | REG_NEWLINE, REG_STARTEND, 2, "^foo", "x\nfoo", "2,5" },
	{ 0, REG_EXTENDED, REG_STARTEND, 1, "b+", "bbbxb", "1,3" },
	{ 0, REG_EXTENDED, REG_STARTEND, 3, "", "abcd", "3,3" },
	/* UTF-8: multibyte first bytes, folding, characters across the
	 * backward pass, \b after a multibyte letter */
	{ 1, REG_EXTENDED, 0, -1, "\xe2\x82\xac[0-9]+", "\xc3\xa9\xe2\x82\xac \xe2\x82\xac" "12", "6,11" },
	{ 1, REG_EXTENDED, 0, -1, "caf\xc3\xa9+", "cafe caf\xc3\xa9\xc3\xa9!", "5,12" },
	{ 1, REG_EXTENDED | REG_ICASE, 0, -1, "\xc3\xa9t\xc3\xa9", "L'\xc3\x89T\xc3\x89", "2,7" },
	{ 1, REG_EXTENDED | REG_ICASE, 0, -1, "[\xce\xa3x]+y", "a\xcf\x83X\xce\xa3y", "1,7" },
	{ 1, REG_EXTENDED, 0, -1, "[^a]+", "a\xe2\x82\xac\xc3\xa9" "a", "1,6" },
	{ 1, REG_EXTENDED, 0, -1, ".b", "\xf0\x9f\x98\x80" "b", "0,5" },
	{ 1, 0, 0, -1, "\\b\xc3\xa9", "a\xc3\xa9 \xc3\xa9", "4,6" },
	{ 1, 0, 0, -1, "\xc3\xa9\\>", "\xc3\xa9\xc3\xa9 x", "2,4" },
	{ 1, REG_EXTENDED, REG_STARTEND, 2, "\\B.", "\xc3\xa9\xc3\xa9\xc3\xa9", "2,4" },
	/* the bytes every match contains, looked for first: only what no
	 * match can go without, never with case folding */
	{ 0, REG_EXTENDED, 0, -1, "ab(cd)?ef", "abef", "0,4" },
	{ 0, REG_EXTENDED, 0, -1, "ab(cd)+ef", "abcdcdef abef", "0,8" },
	{ 0, REG_EXTENDED, 0, -1, "(xyz){0,1}q|abc", "q", "0,1" },
	{ 0, REG_EXTENDED, 0, -1, "(abc|abd)e", "abde", "0,4" },
	{ 0, REG_EXTENDED, 0, -1, "x(ab){2}y", "xaby xababy", "5,11" },
	{ 0, REG_EXTENDED, 0, -1, "a[0-9]*long literal", "a1long literaL a2long literal", "15,29" },
	{ 0, REG_EXTENDED | REG_ICASE, 0, -1, "long LITERAL", "LONG literal", "0,12" },
	{ 0, REG_EXTENDED, REG_STARTEND, 3, "[a-z]=", "ab=cd", "N" },
	{ 0, REG_EXTENDED | REG_NEWLINE, 0, -1, "k=v$", "k=vx\nk=v\n", "5,8" },
	{ 0, 0, 0, -1, "a\\{1\\}bc*d", "abd", "0,3" },
	{ 1, REG_EXTENDED, 0, -1, "x\xe2\x82\xac\xc3\xa9+", "x\xe2\x82\xac x\xe2\x82\xac\xc3\xa9", "5,11" },
	{ 1, REG_EXTENDED | REG_ICASE, 0, -1, "\xc3\xa9t\xc3\xa9 ici", "\xc3\x89T\xc3\x89 ICI", "0,9" },
	{ 1, REG_EXTENDED, 0, -1, "\xe2\x82\xac", "\xe2\x82 \xac", "N" },
};

/* "so,eo" of pmatch[0] after nmatch = n, "N", or "E<error>". */
static void run(int i, size_t n, char *out, size_t outn)
{
	regex_t re;
	regmatch_t m[10];
	int e = regcomp(&re, cases[i].pat, cases[i].cf);
	if (e) {
		snprintf(out, outn, "E%d", e);
		return;
	}
	m[0].rm_so = cases[i].from, m[0].rm_eo = strlen(cases[i].subj);
	e = regexec(&re, cases[i].subj, n, m, cases[i].ef);
	if (e) snprintf(out, outn, e == REG_NOMATCH ? "N" : "E%d", e);
	else if (!n) snprintf(out, outn, "match");
	else snprintf(out, outn, "%d,%d", (int)m[0].rm_so, (int)m[0].rm_eo);
	regfree(&re);
}

/* (a|b)*a(a|b){11}: the automaton needs a state per last twelve
 * characters, 4096 of them, past what the cache keeps, so it is
 * emptied again and again during one search; the match is from 0 to
 * the last position with an 'a' twelve characters before it. With a
 * and b two-byte characters in UTF-8 the transitions are those kept
 * per (state, character) rather than per byte. */
static void many_states(const char *a, const char *b, int n)
{
	size_t l = strlen(a);
	char *s = malloc(n * l + 1), pat[64];
	unsigned long x = 12345;
	regex_t re;
	regmatch_t m[2];
	int i, want = -1, first;
	for (i = 0; i < n; i++) {
		x = x * 6364136223846793005UL + 1442695040888963407UL;
		memcpy(s + i * l, x >> 63 ? b : a, l);
	}
	s[n * l] = 0;
	for (i = 12; i <= n; i++)
		if (!memcmp(s + (i - 12) * l, a, l)) want = i * l;
	snprintf(pat, sizeof pat, "(%s|%s)*%s(%s|%s){11}", a, b, a, a, b);
	CHECK_INT(regcomp(&re, pat, REG_EXTENDED), 0);
	CHECK_INT(regexec(&re, s, 2, m, 0), 0);
	CHECK_INT(m[0].rm_so, 0);
	CHECK_INT(m[0].rm_eo, want);
	CHECK_INT(regexec(&re, s, 1, m, 0), 0);
	CHECK_INT(m[0].rm_eo, want);
	/* the same on a subject whose only matches are near its end */
	for (i = 0; i < n - 30; i++) memcpy(s + i * l, b, l);
	CHECK_INT(regexec(&re, s, 1, m, 0), 0);
	CHECK_INT(m[0].rm_so, 0);
	regfree(&re);
	snprintf(pat, sizeof pat, "%s(%s|%s){11}", a, a, b);
	CHECK_INT(regcomp(&re, pat, REG_EXTENDED), 0);
	CHECK_INT(regexec(&re, s, 1, m, 0), 0);
	for (first = 0; memcmp(s + first * l, a, l); first++) {}
	CHECK_INT(m[0].rm_so, first * (int)l);
	CHECK_INT(m[0].rm_eo, (first + 12) * (int)l);
	regfree(&re);
	free(s);
}

/* What the automaton keeps about the subject's ends depends on
 * REG_NOTBOL and REG_NOTEOL: one pattern asked both ways in turn. */
static void flags_in_turn(void)
{
	regex_t re;
	regmatch_t m[1];
	int k;
	CHECK_INT(regcomp(&re, "^a*b|b|ab$|a", REG_EXTENDED), 0);
	for (k = 0; k < 3; k++) {
		CHECK_INT(regexec(&re, "aab", 1, m, 0), 0);
		CHECK_INT(m[0].rm_so, 0);
		CHECK_INT(m[0].rm_eo, 3);
		CHECK_INT(regexec(&re, "aab", 1, m, REG_NOTBOL), 0);
		CHECK_INT(m[0].rm_so, 0);
		CHECK_INT(m[0].rm_eo, 1);
		CHECK_INT(regexec(&re, "xab", 1, m, REG_NOTBOL), 0);
		CHECK_INT(m[0].rm_so, 1);
		CHECK_INT(m[0].rm_eo, 3);
		CHECK_INT(regexec(&re, "xab", 1, m, REG_NOTBOL | REG_NOTEOL), 0);
		CHECK_INT(m[0].rm_so, 1);
		CHECK_INT(m[0].rm_eo, 2);
	}
	regfree(&re);
}

/* A translate table (the GNU API) makes the bytes of a match differ
 * from the pattern's: no literal can be looked for, and the bytes that
 * can start a match are those whose translation can (it once skipped
 * "hello" for a pattern translated to "HELLO"). */
static void translated(void)
{
	static char up[256];
	struct re_pattern_buffer b;
	int i;
	for (i = 0; i < 256; i++) up[i] = i >= 'a' && i <= 'z' ? i - 32 : i;
	memset(&b, 0, sizeof b);
	b.translate = (unsigned char *)up;
	re_set_syntax(RE_SYNTAX_POSIX_EXTENDED);
	CHECK(!re_compile_pattern("hello world", 11, &b));
	CHECK_INT(re_search(&b, "say Hello World", 15, 0, 15, 0), 4);
	CHECK_INT(re_search(&b, "say hello world", 15, 0, 15, 0), 4);
	CHECK_INT(re_search(&b, "say hello", 9, 0, 9, 0), -1);
	/* and with a back-reference (the backtracker) */
	CHECK(!re_compile_pattern("(l)\\1o", 6, &b));
	CHECK_INT(re_search(&b, "say hello", 9, 0, 9, 0), 6);
	b.translate = 0;
	regfree(&b);
}

/* A program too big for the cached automaton takes the Pike VM; asked
 * for no registers while optional groups are there, it once wrote the
 * groups' registers past the two it had (a heap overflow polyport's
 * malloc reports at free). */
static void big_program(void)
{
	regex_t re;
	regmatch_t m[1];
	CHECK_INT(regcomp(&re, "(c+a |c(\\B ){0,1}(xb )$|[ab]bx\\B)?[ab]\\ba|[b-c]|d{30000}e{30000}f{10000}",
		REG_EXTENDED), 0);
	CHECK_INT(regexec(&re, "xx cax ", 0, 0, REG_NOTEOL), 0);
	CHECK_INT(regexec(&re, "xx cax ", 1, m, REG_NOTEOL), 0);
	CHECK_INT(m[0].rm_so, 3);
	CHECK_INT(m[0].rm_eo, 4);
	regfree(&re);
}

/* One compiled pattern used by several threads at once: one of them
 * has the cached automaton, the others take the Pike VM and allocate
 * their own arrays; the answers must be those of one thread alone. */
#define NSUBJ 400
static regex_t shared;
static char subj[NSUBJ][32];
static regoff_t alone[NSUBJ][6];

static void match_all(regoff_t (*out)[6])
{
	regmatch_t m[3];
	int i, k;
	for (i = 0; i < NSUBJ; i++) {
		int r = regexec(&shared, subj[i], i % 3 ? 3 : 1, m, 0);
		for (k = 0; k < 3; k++) {
			out[i][2 * k] = r ? -2 : k && !(i % 3) ? -3 : m[k].rm_so;
			out[i][2 * k + 1] = r ? -2 : k && !(i % 3) ? -3 : m[k].rm_eo;
		}
		if (regexec(&shared, subj[i], 0, 0, 0) != r) out[i][0] = -4;
	}
}

static void *worker(void *arg)
{
	static regoff_t got[4][NSUBJ][6];
	int t = (int)(long)arg, round, bad = 0;
	for (round = 0; round < 60; round++) {
		match_all(got[t]);
		bad += !!memcmp(got[t], alone, sizeof alone);
	}
	return (void *)(long)bad;
}

static void threads(void)
{
	pthread_t th[4];
	unsigned long x = 99;
	int i, k;
	void *bad;
	for (i = 0; i < NSUBJ; i++) {
		for (k = 0; k < 31; k++) {
			x = x * 6364136223846793005UL + 1442695040888963407UL;
			subj[i][k] = "fobar "[(x >> 33) % 6];
		}
	}
	CHECK_INT(regcomp(&shared, "(foo|bar)([a-z]*)", REG_EXTENDED), 0);
	match_all(alone);
	for (i = 0; i < 4; i++) CHECK_INT(pthread_create(&th[i], 0, worker, (void *)(long)i), 0);
	for (i = 0; i < 4; i++) {
		CHECK_INT(pthread_join(th[i], &bad), 0);
		CHECK_INT((int)(long)bad, 0);
	}
	regfree(&shared);
}

int main(void)
{
	char got[3][40];
	size_t i, k;
	static const size_t ns[3] = { 0, 1, 10 };
	int utf8 = !!setlocale(LC_ALL, "C.UTF-8");
	for (i = 0; i < sizeof cases / sizeof *cases; i++) {
		if (cases[i].utf8 && !utf8) continue;
		setlocale(LC_ALL, cases[i].utf8 ? "C.UTF-8" : "C");
		for (k = 0; k < 3; k++) run(i, ns[k], got[k], sizeof got[k]);
		if (strcmp(got[1], cases[i].want) || strcmp(got[2], cases[i].want)
		    || strcmp(got[0], strcmp(cases[i].want, "N") ? "match" : "N"))
			printf("case %zu: /%s/ on \"%s\": want %s, got %s %s %s\n", i, cases[i].pat,
				cases[i].subj, cases[i].want, got[0], got[1], got[2]);
		CHECK_STR(got[1], cases[i].want);
		CHECK_STR(got[2], cases[i].want);
		CHECK_STR(got[0], strcmp(cases[i].want, "N") ? "match" : "N");
	}
	setlocale(LC_ALL, "C");
	many_states("a", "b", 200000);
	if (utf8) {
		setlocale(LC_ALL, "C.UTF-8");
		/* U+0430 and U+0431, Cyrillic a and be */
		many_states("\xd0\xb0", "\xd0\xb1", 50000);
		setlocale(LC_ALL, "C");
	}
	flags_in_turn();
	translated();
	big_program();
	threads();
	return check_done();
}
