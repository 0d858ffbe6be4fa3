#define _GNU_SOURCE
#include <fnmatch.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

/* Shell pattern matching (POSIX 2.13) with the GNU flags. Patterns and
 * names are decoded character by character with mbrtowc, so in a UTF-8
 * locale '?' and brackets see whole characters; a byte that does not
 * decode stands for itself (above the Unicode range, so it only matches
 * the same byte). With FNM_PATHNAME the pattern and name are matched
 * one '/'-separated component at a time, which is what keeps '*', '?'
 * and brackets from crossing a slash. FNM_EXTMATCH adds the ksh groups
 * ?(a|b) *(..) +(..) @(..) !(..), matched by trying every split of the
 * name. Over 2 KB: the bracket grammar (classes, equivalence classes,
 * ranges) and the groups need it. */

enum { T_END, T_CHAR, T_ANY, T_STAR, T_BRACKET, T_EXT };

static int match(const char *, const char *, const char *, const char *, int);

static int dec(const char *s, const char *e, size_t *n)
{
	wchar_t wc;
	mbstate_t st = { 0 };
	size_t k = mbrtowc(&wc, s, e - s, &st);
	if (k == (size_t)-1 || k == (size_t)-2) {
		*n = 1;
		return 0x110000 + (unsigned char)*s;
	}
	*n = k ? k : 1;
	return wc;
}

/* Length of the bracket expression at p including its ']', or 0 when
 * it is not closed (then '[' is an ordinary character). */
static size_t bracket_len(const char *p, const char *pe, int flags)
{
	const char *q = p + 1;
	if (q < pe && (*q == '!' || *q == '^')) q++;
	if (q < pe && *q == ']') q++;
	while (q < pe && *q != ']') {
		if (*q == '[' && q + 1 < pe && (q[1] == ':' || q[1] == '=' || q[1] == '.')) {
			char d = q[1];
			const char *r = q + 2;
			while (r + 1 < pe && !(r[0] == d && r[1] == ']')) r++;
			if (r + 1 >= pe) return 0;
			q = r + 2;
			continue;
		}
		if (*q == '\\' && !(flags & FNM_NOESCAPE) && q + 1 < pe) q++;
		q++;
	}
	return q < pe ? (size_t)(q + 1 - p) : 0;
}

/* Length of an extended group "X(...)" at p through its ')', or 0. */
static size_t ext_len(const char *p, const char *pe, int flags)
{
	const char *q = p + 2;
	int depth = 0;
	if (!(flags & FNM_EXTMATCH) || p + 1 >= pe || p[1] != '(' || !strchr("?*+@!", *p))
		return 0;
	for (; q < pe; q++) {
		size_t b;
		if (*q == '\\' && !(flags & FNM_NOESCAPE) && q + 1 < pe) q++;
		else if (*q == '[' && (b = bracket_len(q, pe, flags))) q += b - 1;
		else if (*q == '(') depth++;
		else if (*q == ')' && !depth--) return q + 1 - p;
	}
	return 0;
}

static int ptok(const char *p, const char *pe, int flags, size_t *len, int *c)
{
	size_t n;
	if (p >= pe) return T_END;
	if ((*len = ext_len(p, pe, flags))) return T_EXT;
	switch (*p) {
	case '*':
		*len = 1;
		return T_STAR;
	case '?':
		*len = 1;
		return T_ANY;
	case '[':
		if ((*len = bracket_len(p, pe, flags))) return T_BRACKET;
		break;
	case '\\':
		if (!(flags & FNM_NOESCAPE) && p + 1 < pe) {
			*c = dec(p + 1, pe, &n);
			*len = n + 1;
			return T_CHAR;
		}
		break;
	}
	*c = dec(p, pe, &n);
	*len = n;
	return T_CHAR;
}

static int fold(int c, int flags)
{
	return (flags & FNM_CASEFOLD) && c < 0x110000 ? (int)towlower(c) : c;
}

/* A single character of a bracket ("[.c.]" and "[=c=]" name one). */
static int bchar(const char **q, const char *e, int flags)
{
	size_t n;
	int c;
	if (**q == '[' && *q + 1 < e && ((*q)[1] == '.' || (*q)[1] == '=')) {
		char d = (*q)[1];
		c = dec(*q + 2, e, &n);
		const char *r = *q + 2;
		while (r + 1 < e && !(r[0] == d && r[1] == ']')) r++;
		*q = r + 2;
		return c;
	}
	if (**q == '\\' && !(flags & FNM_NOESCAPE) && *q + 1 < e) ++*q;
	c = dec(*q, e, &n);
	*q += n;
	return c;
}

static int in_range(int c, int lo, int hi, int flags)
{
	if (lo <= c && c <= hi) return 1;
	if (!(flags & FNM_CASEFOLD) || c >= 0x110000) return 0;
	int l = towlower(c), u = towupper(c);
	return (lo <= l && l <= hi) || (lo <= u && u <= hi);
}

static int bracket_match(const char *p, size_t len, int c, int flags)
{
	const char *q = p + 1, *e = p + len - 1;
	int neg = 0, found = 0;
	if (*q == '!' || *q == '^') neg = 1, q++;
	while (q < e) {
		if (*q == '[' && q + 1 < e && q[1] == ':') {
			char name[32];
			const char *r = q + 2;
			size_t k = 0;
			while (r + 1 < e && !(r[0] == ':' && r[1] == ']')) {
				if (k < sizeof name - 1) name[k++] = *r;
				r++;
			}
			name[k] = 0;
			wctype_t t = wctype(name);
			if (t && c < 0x110000 && (iswctype(c, t) || ((flags & FNM_CASEFOLD)
			    && (iswctype(towlower(c), t) || iswctype(towupper(c), t)))))
				found = 1;
			q = r + 2;
			continue;
		}
		int lo = bchar(&q, e, flags);
		if (q + 1 < e && *q == '-') {
			q++;
			int hi = bchar(&q, e, flags);
			if (in_range(c, lo, hi, flags)) found = 1;
			continue;
		}
		if (fold(c, flags) == fold(lo, flags)) found = 1;
	}
	return found != neg;
}

struct ext {
	const char *alts, *end, *rest, *pe;
	int flags;
};

/* Whether one of the '|'-separated alternatives matches [s,e) exactly. */
static int ext_any(const struct ext *x, const char *s, const char *e)
{
	const char *a = x->alts, *q;
	int depth = 0;
	for (q = a; ; q++) {
		size_t b;
		if (q < x->end && *q == '\\' && !(x->flags & FNM_NOESCAPE) && q + 1 < x->end) { q++; continue; }
		if (q < x->end && *q == '[' && (b = bracket_len(q, x->end, x->flags))) { q += b - 1; continue; }
		if (q < x->end && *q == '(') depth++;
		else if (q < x->end && *q == ')') depth--;
		else if (q == x->end || (*q == '|' && !depth)) {
			if (!match(a, q, s, e, x->flags)) return 1;
			if (q == x->end) return 0;
			a = q + 1;
		}
	}
}

/* One or more repetitions (min1) or zero or more, then the rest. */
static int ext_rep(const struct ext *x, const char *s, const char *se, int min1)
{
	if (!min1 && !match(x->rest, x->pe, s, se, x->flags)) return 1;
	for (const char *k = s + 1; k <= se; k++)
		if (ext_any(x, s, k) && ext_rep(x, k, se, 0)) return 1;
	return 0;
}

static int ext_match(const char *p, size_t len, const char *pe, const char *s, const char *se, int flags)
{
	struct ext x = { p + 2, p + len - 1, p + len, pe, flags };
	const char *k;
	switch (*p) {
	case '*': return ext_rep(&x, s, se, 0);
	case '+': return ext_rep(&x, s, se, 1);
	case '?':
		if (!match(x.rest, pe, s, se, flags)) return 1;
		/* fall through */
	case '@':
		for (k = s; k <= se; k++)
			if (ext_any(&x, s, k) && !match(x.rest, pe, k, se, flags)) return 1;
		return 0;
	default: /* '!' */
		for (k = s; k <= se; k++)
			if (!ext_any(&x, s, k) && !match(x.rest, pe, k, se, flags)) return 1;
		return 0;
	}
}

/* Iterative match of [p,pe) against [s,se): only the last '*' needs to
 * be revisited, since every other token consumes exactly one character. */
static int match(const char *p, const char *pe, const char *s, const char *se, int flags)
{
	const char *star_p = 0, *star_s = 0;
	size_t pl, sl;
	int pc = 0, sc, t;

	for (;;) {
		t = ptok(p, pe, flags, &pl, &pc);
		if (t == T_STAR) {
			while (p < pe && *p == '*') p++;
			star_p = p;
			star_s = s;
			continue;
		}
		if (t == T_EXT) {
			if (ext_match(p, pl, pe, s, se, flags)) return 0;
			goto retry;
		}
		if (s >= se) return t == T_END ? 0 : FNM_NOMATCH;
		sc = dec(s, se, &sl);
		if (t != T_END && (t == T_ANY
		    || (t == T_CHAR && fold(pc, flags) == fold(sc, flags))
		    || (t == T_BRACKET && bracket_match(p, pl, sc, flags)))) {
			p += pl;
			s += sl;
			continue;
		}
retry:
		if (!star_p || star_s >= se) return FNM_NOMATCH;
		dec(star_s, se, &sl);
		star_s += sl;
		p = star_p;
		s = star_s;
	}
}

/* A leading '.' must be matched by a literal '.' in the pattern. */
static int period_ok(const char *p, const char *pe, const char *s, int flags)
{
	size_t l;
	int c = 0;
	if (!(flags & FNM_PERIOD) || *s != '.') return 1;
	return ptok(p, pe, flags, &l, &c) == T_CHAR && c == '.';
}

/* The end of a pattern component; *next is where the next one starts
 * (an escaped slash "\\/" still separates components, as in glibc). */
static const char *comp_end(const char *p, int flags, const char **next)
{
	while (*p && *p != '/') {
		if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1]) {
			if (p[1] == '/') {
				*next = p + 2;
				return p;
			}
			p++;
		}
		p++;
	}
	*next = *p ? p + 1 : p;
	return p;
}

int fnmatch(const char *pat, const char *str, int flags)
{
	if (flags & FNM_PATHNAME) {
		for (;;) {
			const char *next, *pe = comp_end(pat, flags, &next), *se = strchrnul(str, '/');
			if (!period_ok(pat, pe, str, flags) || match(pat, pe, str, se, flags))
				return FNM_NOMATCH;
			if (!*pe) return !*se || (flags & FNM_LEADING_DIR) ? 0 : FNM_NOMATCH;
			if (!*se) return FNM_NOMATCH;
			pat = next;
			str = se + 1;
		}
	}
	const char *pe = pat + strlen(pat), *se = str + strlen(str);
	if (!period_ok(pat, pe, str, flags)) return FNM_NOMATCH;
	if (!match(pat, pe, str, se, flags)) return 0;
	if (flags & FNM_LEADING_DIR)
		for (const char *s = str; *s; s++)
			if (*s == '/' && !match(pat, pe, str, s, flags)) return 0;
	return FNM_NOMATCH;
}
