#include "regex_impl.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>

/* Bracket expressions. Collation is the C and C.UTF-8 locales' (code
 * point order), so an equivalence class [=c=] and a collating symbol
 * [.c.] both stand for the one character c, and a range is an interval
 * of code points (of bytes in a single-byte locale). Members below 256
 * are resolved into a bitmap at compile time; larger ones keep their
 * ranges and classes for regexec. Over 2 KB: the bracket grammar. */

static const char classes[][7] = {
	"alnum", "alpha", "blank", "cntrl", "digit", "graph",
	"lower", "print", "punct", "space", "upper", "xdigit"
};

int __re_class_bit(const char *name, size_t n)
{
	size_t i;
	for (i = 0; i < sizeof classes / sizeof *classes; i++)
		if (strlen(classes[i]) == n && !memcmp(classes[i], name, n)) return i;
	return -1;
}

static int in_class(int k, int c, int utf8)
{
	if (!utf8) {
		/* The C locale's classes are ASCII's. */
		if (c >= 128) return 0;
		switch (k) {
		case 0: return isalnum(c);
		case 1: return isalpha(c);
		case 2: return c == ' ' || c == '\t';
		case 3: return iscntrl(c);
		case 4: return isdigit(c);
		case 5: return isgraph(c);
		case 6: return islower(c);
		case 7: return isprint(c);
		case 8: return ispunct(c);
		case 9: return isspace(c);
		case 10: return isupper(c);
		default: return isxdigit(c);
		}
	}
	if (c >= RE_BADBYTE) return 0;
	switch (k) {
	case 0: return iswalnum(c);
	case 1: return iswalpha(c);
	case 2: return iswblank(c);
	case 3: return iswcntrl(c);
	case 4: return iswdigit(c);
	case 5: return iswgraph(c);
	case 6: return iswlower(c);
	case 7: return iswprint(c);
	case 8: return iswpunct(c);
	case 9: return iswspace(c);
	case 10: return iswupper(c);
	default: return iswxdigit(c);
	}
}

int __re_new_set(struct re_parse *ps)
{
	if (ps->nsets == ps->setcap) {
		int nc = ps->setcap ? 2 * ps->setcap : 8;
		struct re_set *s = realloc(ps->sets, nc * sizeof *s);
		if (!s) return -1;
		ps->sets = s;
		ps->setcap = nc;
	}
	memset(&ps->sets[ps->nsets], 0, sizeof *ps->sets);
	ps->sets[ps->nsets].icase = ps->icase;
	ps->sets[ps->nsets].utf8 = ps->utf8;
	return ps->nsets++;
}

static int add_range(struct re_set *s, int lo, int hi)
{
	int *r;
	for (; lo <= hi && lo < 256; lo++) s->bits[lo / 8] |= 1 << (lo % 8);
	if (lo > hi) return 0;
	if (!(s->nranges & (s->nranges - 1)) || !s->nranges) {
		r = realloc(s->ranges, 2 * sizeof *r * (s->nranges ? 2 * s->nranges : 1));
		if (!r) return REG_ESPACE;
		s->ranges = r;
	}
	s->ranges[2 * s->nranges] = lo;
	s->ranges[2 * s->nranges + 1] = hi;
	s->nranges++;
	return 0;
}

static int raw_has(const struct re_set *s, int c, int utf8)
{
	int i;
	if (c < 256) return s->bits[c / 8] >> (c % 8) & 1;
	for (i = 0; i < s->nranges; i++)
		if (c >= s->ranges[2 * i] && c <= s->ranges[2 * i + 1]) return 1;
	for (i = 0; i < 12; i++)
		if ((s->classes >> i & 1) && in_class(i, c, utf8)) return 1;
	return 0;
}

/* Membership for regexec, negation and case folding included. */
int __re_set_has(const struct re_set *s, int c)
{
	int r;
	/* An encoding error is in no list, negated or not, even one that
	 * names its byte (glibc: [\202] does not match "\202"). */
	if (c >= RE_BADBYTE) return 0;
	/* REG_ICASE: the members were folded (element()) */
	r = raw_has(s, s->icase ? __re_upper(s->utf8, c) : c, s->utf8);
	if (s->neg) return !r && !(s->nonl && c == '\n');
	return r;
}

/* One element: a character (possibly [.c.] or [=c=]) in *c, or a
 * class (returns 1 with its index in *c). */
static int element(struct re_parse *ps, int *c, int *kind)
{
	const unsigned char *p = ps->p, *q;
	*kind = 0;
	if (p + 1 < ps->end && *p == '[' && (p[1] == ':' || p[1] == '.' || p[1] == '=')) {
		int d = p[1];
		if (d == ':' && !(ps->syn & RE_CHAR_CLASSES)) goto plain;
		for (q = p + 2; q + 1 < ps->end && !(q[0] == d && q[1] == ']'); q++);
		if (q + 1 >= ps->end) return REG_EBRACK;
		if (d == ':') {
			int k = __re_class_bit((const char *)p + 2, q - p - 2);
			if (k < 0) return REG_ECTYPE;
			*c = k;
			*kind = 1;
		} else {
			/* exactly one character between the delimiters */
			const unsigned char *r = p + 2;
			size_t n = 1;
			if (q == r) return REG_ECOLLATE;
			*c = *r;
			if (ps->utf8 && *r >= 0x80) {
				wchar_t w;
				mbstate_t st = { 0 };
				n = mbrtowc(&w, (const char *)r, q - r, &st);
				if (n == (size_t)-1 || n == (size_t)-2) return REG_ECOLLATE;
				*c = w;
			}
			if (r + n != q) return REG_ECOLLATE;
			*kind = d == '=' ? 2 : 0;
			if (ps->icase) *c = __re_upper(ps->utf8, *c);
		}
		ps->p = q + 2;
		return 0;
	}
plain:
	if (p == ps->end) return REG_EBRACK;
	if (*p == '\\' && (ps->syn & RE_BACKSLASH_ESCAPE_IN_LISTS)) {
		if (++p == ps->end) return REG_EESCAPE;
	}
	if (ps->utf8 && *p >= 0x80) {
		wchar_t w;
		mbstate_t st = { 0 };
		size_t k = mbrtowc(&w, (const char *)p, ps->end - p, &st);
		if (k == (size_t)-1 || k == (size_t)-2) {
			*c = RE_BADBYTE + *p;
			k = 1;
		} else {
			*c = w;
		}
		ps->p = p + k;
	} else {
		*c = *p;
		if (ps->translate) *c = ps->translate[*c];
		ps->p = p + 1;
	}
	/* glibc reads an REG_ICASE pattern upper-cased: [@-a] is [@-A] */
	if (ps->icase) *c = __re_upper(ps->utf8, *c);
	return 0;
}

/* ps->p is just past '['; on success *out is the new set's index. */
int __re_bracket(struct re_parse *ps, int *out)
{
	int s = __re_new_set(ps), e, c, k, first = 1;
	struct re_set *set;
	if (s < 0) return REG_ESPACE;
	set = &ps->sets[s];
	if (ps->p < ps->end && *ps->p == '^') {
		set->neg = 1;
		set->nonl = !!(ps->syn & RE_HAT_LISTS_NOT_NEWLINE);
		ps->p++;
	}
	for (;;) {
		if (ps->p == ps->end) return REG_EBRACK;
		if (*ps->p == ']' && !first) {
			ps->p++;
			break;
		}
		first = 0;
		if ((e = element(ps, &c, &k))) return e;
		if (k == 1) {
			/* glibc: under REG_ICASE upper and lower are alpha */
			if (ps->icase && (c == 6 || c == 10)) c = 1;
			set->classes |= 1u << c;
			continue;
		}
		if (ps->p + 1 < ps->end && ps->p[0] == '-' && ps->p[1] != ']') {
			int hi, k2;
			if (k == 2) return REG_ERANGE;
			ps->p++;
			if ((e = element(ps, &hi, &k2))) return e;
			if (k2) return REG_ERANGE;
			if (c > hi) {
				if (ps->syn & RE_NO_EMPTY_RANGES) return REG_ERANGE;
				continue;
			}
			if ((e = add_range(set, c, hi))) return e;
			continue;
		}
		if ((e = add_range(set, c, c))) return e;
	}
	__re_set_close(ps, set);
	*out = s;
	return 0;
}

/* Resolves the classes below 256 into the bitmap. */
void __re_set_close(struct re_parse *ps, struct re_set *set)
{
	int i, c;
	for (i = 0; i < 12; i++)
		if (set->classes >> i & 1)
			for (c = 0; c < 256; c++)
				if (in_class(i, c, ps->utf8)) set->bits[c / 8] |= 1 << (c % 8);
	if (!ps->utf8) set->classes = 0;
}
