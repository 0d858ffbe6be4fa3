/* POSIX regex as sed and grep use it (issue 14's goal: at most 1.5x
 * glibc's regex). A 10 MB text of log-like lines, made the same way in
 * every build (a fixed generator, no files): each pattern is compiled
 * once and run with regexec over every line, asking for the whole match
 * as grep -o and sed's s/// do (ns per byte of text); the compile cost of
 * the set is its own case (ns per regcomp + regfree). Then the
 * pathological set, reported and not a goal: patterns where a
 * backtracking matcher takes exponential or quadratic time, on subjects
 * of two lengths, so the growth shows in the ratio of the two rows. */
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"

#define TEXT_BYTES (10u << 20)

static unsigned long rng = 88172645463325252UL;
static unsigned next(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return (unsigned)rng;
}

static const char *const words[] = {
	"error", "warning", "info", "debug", "connection", "refused", "user", "admin",
	"foo", "bar", "baz", "request", "GET", "POST", "timeout", "Hello", "HELLO",
	"config", "value", "path", "server", "client", "ok", "failed",
};

static char *make_text(size_t *len)
{
	char *t = malloc(TEXT_BYTES + 256), *p = t;
	while ((size_t)(p - t) < TEXT_BYTES) {
		switch (next() % 4) {
		case 0: p += sprintf(p, "%u.%u.%u.%u ", next() % 256, next() % 256, next() % 256, next() % 256); break;
		case 1: p += sprintf(p, "KEY_%u=", next() % 1000); break;
		case 2: p += sprintf(p, "u%u@host%u.example.org ", next() % 100, next() % 10); break;
		default: break;
		}
		for (unsigned n = 3 + next() % 10; n--;)
			p += sprintf(p, "%s%s", words[next() % (sizeof words / sizeof *words)], n ? " " : "");
		p += sprintf(p, "%s\n", next() % 8 ? "" : "   ");
	}
	*p = 0;
	*len = (size_t)(p - t);
	return t;
}

static const struct { const char *name, *re; int flags; } set[] = {
	{ "bre_literal", "connection refused", 0 },
	{ "bre_anchored_assign", "^[A-Za-z_][A-Za-z0-9_]*=", 0 },
	{ "bre_backref", "\\(o\\)\\1", 0 },
	{ "ere_number", "[0-9]+\\.[0-9]+", REG_EXTENDED },
	{ "ere_alternation", "(foo|bar|baz)[a-z]*", REG_EXTENDED },
	{ "ere_icase", "hello", REG_EXTENDED | REG_ICASE },
	{ "ere_email", "[a-z0-9._]+@[a-z0-9.]+\\.[a-z]{2,}", REG_EXTENDED },
	{ "ere_trailing_space", "[[:space:]]+$", REG_EXTENDED },
	{ "ere_ipv4", "([0-9]{1,3}\\.){3}[0-9]{1,3}", REG_EXTENDED },
};

static void compile(regex_t *re, const char *s, int flags)
{
	if (regcomp(re, s, flags)) {
		printf("regcomp(%s) failed\n", s);
		exit(1);
	}
}

/* Every line of the text through one compiled pattern; the match count
 * keeps the work from being thrown away. */
static long scan(const regex_t *re, char *text, size_t len)
{
	long found = 0;
	regmatch_t m;
	for (char *p = text, *end = text + len; p < end;) {
		char *nl = memchr(p, '\n', (size_t)(end - p));
		*nl = 0;
		found += !regexec(re, p, 1, &m, 0);
		*nl = '\n';
		p = nl + 1;
	}
	return found;
}

static void pathological(const char *name, const char *re_s, char fill, char last, size_t n, int reps)
{
	regex_t re;
	char *s = malloc(n + 2), label[64];
	memset(s, fill, n);
	s[n] = last, s[n + 1] = 0;
	compile(&re, re_s, REG_EXTENDED);
	snprintf(label, sizeof label, "patho_%s_n%zu", name, n);
	BENCH_LOOP(label, reps, bench_use(regexec(&re, s, 0, 0, 0)));
	regfree(&re);
	free(s);
}

int main(void)
{
	size_t len;
	char *text = make_text(&len);
	regex_t re;
	size_t n = sizeof set / sizeof *set;

	BENCH_LOOP("compile_set", 200, for (size_t i = 0; i < n; i++) {
		compile(&re, set[i].re, set[i].flags);
		regfree(&re);
	});
	for (size_t i = 0; i < n; i++) {
		compile(&re, set[i].re, set[i].flags);
		double t0 = bench_now_ns();
		bench_use(scan(&re, text, len));
		bench_report(set[i].name, (bench_now_ns() - t0) / (double)len, "ns/byte");
		regfree(&re);
	}
	/* (a*)*b and (a|aa)*c on a run of a's: exponential for a naive
	 * backtracker; (x+x+)+y likewise; .*.*=.* on a long line without
	 * '=' is quadratic for leftmost-longest search from every start. */
	for (size_t k = 100; k <= 1000; k *= 10) {
		pathological("nested_star", "(a*)*b", 'a', 'a', k, 200);
		pathological("alt_overlap", "(a|aa)*c", 'a', 'a', k, 200);
		pathological("plus_plus", "(x+x+)+y", 'x', 'x', k, 200);
		pathological("dotstar_eq", ".*.*=.*", 'x', 'x', k * 10, 20);
	}
	free(text);
	return 0;
}
