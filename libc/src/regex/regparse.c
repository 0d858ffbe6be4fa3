#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

/* Pattern text to syntax tree, for every syntax the reg_syntax_t bits
 * describe (POSIX BRE and ERE through regcomp, GNU's through
 * re_compile_pattern). The context rules follow glibc's: '^' is an
 * anchor at the start, after an open group or an alternation (or
 * anywhere with RE_CONTEXT_INDEP_ANCHORS), '$' at the end or before a
 * close group or an alternation, a repetition operator with nothing
 * before it is an error in ERE and an ordinary character in BRE, and
 * nothing repeats an anchor. Over 2 KB: the token rules are the
 * grammar. */

enum {
	T_END, T_CHAR, T_ANY, T_SET, T_OPEN, T_CLOSE, T_ALT, T_STAR, T_PLUS,
	T_QUEST, T_BRACE, T_ANCHOR, T_BREF, T_WCLASS
};

struct tok {
	int type, val;
	const unsigned char *at; /* the token's end */
};

static int node(struct re_parse *ps, int type, int val, int l, int r)
{
	if (ps->nn == ps->ncap) {
		int nc = ps->ncap ? 2 * ps->ncap : 64;
		struct re_node *n;
		if (nc > RE_MAX_NODES) return -1;
		n = realloc(ps->nodes, nc * sizeof *n);
		if (!n) return -1;
		ps->nodes = n;
		ps->ncap = nc;
	}
	ps->nodes[ps->nn] = (struct re_node){ type, val, 0, 0, l, r };
	return ps->nn++;
}

/* One pattern character, decoded in a UTF-8 locale. */
static int pchar(struct re_parse *ps, const unsigned char **pp)
{
	const unsigned char *p = *pp;
	int c = *p, n, i;
	if (!ps->utf8 || c < 0x80) {
		*pp = p + 1;
		if (ps->translate) c = ps->translate[c];
		return c;
	}
	if (c >= 0xc2 && c <= 0xdf) n = 1, c &= 0x1f;
	else if (c >= 0xe0 && c <= 0xef) n = 2, c &= 0x0f;
	else if (c >= 0xf0 && c <= 0xf4) n = 3, c &= 0x07;
	else goto bad;
	if (ps->end - p <= n) goto bad;
	for (i = 1; i <= n; i++) {
		if ((p[i] & 0xc0) != 0x80) goto bad;
		c = c << 6 | (p[i] & 0x3f);
	}
	if ((n == 2 && c < 0x800) || (n == 3 && (c < 0x10000 || c > 0x10ffff))
	    || (c >= 0xd800 && c <= 0xdfff))
		goto bad;
	*pp = p + n + 1;
	return c;
bad:
	*pp = p + 1;
	return RE_BADBYTE + *p;
}

static int peek(struct re_parse *ps, struct tok *t, int caret_ok);

/* Is the '$' at ps->p (already consumed up to q) an anchor? */
static int dollar_anchor(struct re_parse *ps, const unsigned char *q)
{
	struct tok t;
	const unsigned char *save = ps->p;
	int r;
	if (ps->syn & RE_CONTEXT_INDEP_ANCHORS) return 1;
	if (q == ps->end) return 1;
	ps->p = q;
	r = peek(ps, &t, 0);
	ps->p = save;
	return r == 0 && (t.type == T_ALT || t.type == T_CLOSE);
}

/* Reads the token at ps->p without consuming it; the caller moves
 * ps->p to t->at's end through next(). Returns an error or 0. */
static int peek(struct re_parse *ps, struct tok *t, int caret_ok)
{
	reg_syntax_t syn = ps->syn;
	const unsigned char *p = ps->p;
	int c;
	t->at = p;
	t->val = 0;
	if (p == ps->end) {
		t->type = T_END;
		return 0;
	}
	c = *p;
	if (c == '\\') {
		if (p + 1 == ps->end) return REG_EESCAPE;
		p++;
		c = *p;
		t->type = T_CHAR;
		switch (c) {
		case '(': if (!(syn & RE_NO_BK_PARENS)) t->type = T_OPEN; break;
		case ')': if (!(syn & RE_NO_BK_PARENS)) t->type = T_CLOSE; break;
		case '{':
			if ((syn & RE_INTERVALS) && !(syn & RE_NO_BK_BRACES)) t->type = T_BRACE;
			break;
		case '|':
			if (!(syn & RE_LIMITED_OPS) && !(syn & RE_NO_BK_VBAR)) t->type = T_ALT;
			break;
		case '+': case '?':
			if (!(syn & RE_LIMITED_OPS) && (syn & RE_BK_PLUS_QM))
				t->type = c == '+' ? T_PLUS : T_QUEST;
			break;
		case '1': case '2': case '3': case '4': case '5':
		case '6': case '7': case '8': case '9':
			if (!(syn & RE_NO_BK_REFS)) t->type = T_BREF, t->val = c - '0';
			break;
		case '<': case '>': case 'b': case 'B': case '`': case '\'':
			if (syn & RE_NO_GNU_OPS) break;
			t->type = T_ANCHOR;
			t->val = c == '<' ? RA_WBEG : c == '>' ? RA_WEND : c == 'b' ? RA_WORDB
				: c == 'B' ? RA_NWORDB : c == '`' ? RA_BUFBEG : RA_BUFEND;
			break;
		case 'w': case 'W': case 's': case 'S':
			if (syn & RE_NO_GNU_OPS) break;
			t->type = T_WCLASS, t->val = c;
			break;
		}
		if (t->type == T_CHAR) {
			t->val = pchar(ps, &p);
			t->at = p;
			return 0;
		}
		t->at = p + 1;
		return 0;
	}
	t->type = T_CHAR;
	switch (c) {
	case '(': if (syn & RE_NO_BK_PARENS) t->type = T_OPEN; break;
	case ')': if (syn & RE_NO_BK_PARENS) t->type = T_CLOSE; break;
	case '{':
		if ((syn & RE_INTERVALS) && (syn & RE_NO_BK_BRACES)) t->type = T_BRACE;
		break;
	case '|':
		if (!(syn & RE_LIMITED_OPS) && (syn & RE_NO_BK_VBAR)) t->type = T_ALT;
		break;
	case '\n':
		if (syn & RE_NEWLINE_ALT) t->type = T_ALT;
		break;
	case '+': case '?':
		if (!(syn & RE_LIMITED_OPS) && !(syn & RE_BK_PLUS_QM))
			t->type = c == '+' ? T_PLUS : T_QUEST;
		break;
	case '*': t->type = T_STAR; break;
	case '.': t->type = T_ANY; break;
	case '[': t->type = T_SET; break;
	case '^':
		if ((syn & RE_CONTEXT_INDEP_ANCHORS) || caret_ok || p == ps->start
		    || ((syn & RE_NEWLINE_ALT) && p[-1] == '\n'))
			t->type = T_ANCHOR, t->val = RA_BOL;
		break;
	case '$':
		if (dollar_anchor(ps, p + 1)) t->type = T_ANCHOR, t->val = RA_EOL;
		break;
	}
	if (t->type == T_CHAR) {
		t->val = pchar(ps, &p);
		t->at = p;
		return 0;
	}
	t->at = p + 1;
	return 0;
}

/* peek leaves the token's end in t->at; next() consumes the token. */
static int next(struct re_parse *ps, struct tok *t, int caret_ok)
{
	int e = peek(ps, t, caret_ok);
	if (!e) ps->p = t->at;
	return e;
}

static int parse_alt(struct re_parse *ps, struct tok *t, int nest, int *out);

/* One bound of an interval as glibc's fetch_number reads it: the
 * tokens up to the close, a ',' or the pattern's end. -1: none, -2:
 * not a number (or the end came first), else the number (past
 * RE_DUP_MAX: RE_DUP_MAX + 1). *stop: 1 the close, 2 ',', 0 the end. */
static int bound(struct re_parse *ps, int *stop)
{
	int n = -1, c, bk = !(ps->syn & RE_NO_BK_BRACES);
	for (;;) {
		if (ps->p == ps->end) {
			*stop = 0;
			return -2;
		}
		c = *ps->p++;
		if (c == '\\' && ps->p < ps->end) {
			c = *ps->p++;
			if (bk && c == '}') break;
			/* "\," is a ',' to glibc; other escapes are not digits */
			if (c != ',') c = -1;
		} else if (!bk && c == '}') {
			break;
		}
		if (c == ',') {
			*stop = 2;
			return n;
		}
		if (c < '0' || c > '9' || n == -2) n = -2;
		else n = n < 0 ? c - '0' : n * 10 + c - '0' > RE_DUP_MAX ? RE_DUP_MAX + 1 : n * 10 + c - '0';
	}
	*stop = 1;
	return n;
}

/* After '{' (or "\{"): fills min and max, or returns an error, or -1
 * when an invalid interval is to be read as ordinary text. As in
 * glibc, "{}", a minimum above the maximum and a third number are
 * errors whatever RE_INVALID_INTERVAL_ORD says; it only spares bounds
 * that are not numbers and an interval never closed. */
static int interval(struct re_parse *ps, int *min, int *max)
{
	int stop, lo = bound(ps, &stop), hi = -2;
	if (lo == -1) {
		if (stop != 2) return REG_BADBR;
		lo = 0;
	}
	if (lo != -2) hi = stop == 1 ? lo : bound(ps, &stop);
	if (lo == -2 || hi == -2) {
		if (ps->syn & RE_INVALID_INTERVAL_ORD) return -1;
		return stop ? REG_BADBR : REG_EBRACE;
	}
	if ((hi >= 0 && lo > hi) || stop != 1) return REG_BADBR;
	if ((hi < 0 ? lo : hi) > RE_DUP_MAX) return REG_ESIZE;
	*min = lo, *max = hi;
	return 0;
}

static int wclass(struct re_parse *ps, int c)
{
	int s = __re_new_set(ps);
	struct re_set *set;
	if (s < 0) return -1;
	set = &ps->sets[s];
	set->classes = 1u << __re_class_bit(c == 'w' || c == 'W' ? "alnum" : "space", 5);
	if (c == 'w' || c == 'W') set->bits['_' / 8] |= 1 << ('_' % 8);
	set->neg = c == 'W' || c == 'S';
	__re_set_close(ps, set);
	return node(ps, RN_SET, s, -1, -1);
}

/* One atom and the repetitions after it. t holds the current token on
 * entry and the one after the expression on return. */
static int parse_expr(struct re_parse *ps, struct tok *t, int nest, int *out)
{
	int n, e, min, max, reps;
	reg_syntax_t syn = ps->syn;
	switch (t->type) {
	case T_CHAR:
		n = node(ps, RN_CHAR, t->val, -1, -1);
		break;
	case T_ANY:
		n = node(ps, RN_ANY, 0, -1, -1);
		break;
	case T_SET:
		if ((e = __re_bracket(ps, &n))) return e;
		n = node(ps, RN_SET, n, -1, -1);
		break;
	case T_WCLASS:
		n = wclass(ps, t->val);
		break;
	case T_OPEN: {
		int g = ++ps->ngroups, body;
		if ((e = next(ps, t, 1))) return e;
		if (t->type == T_CLOSE) {
			body = node(ps, RN_EMPTY, 0, -1, -1);
		} else {
			if ((e = parse_alt(ps, t, nest + 1, &body))) return e;
			if (t->type != T_CLOSE) return REG_EPAREN;
		}
		if (g < 256) ps->closed[g / 64] |= 1UL << (g % 64);
		n = node(ps, RN_GROUP, g, body, -1);
		break;
	}
	case T_BREF:
		if (t->val > 255 || !(ps->closed[t->val / 64] & 1UL << (t->val % 64)))
			return REG_ESUBREG;
		ps->has_bref = 1;
		n = node(ps, RN_BREF, t->val, -1, -1);
		break;
	case T_ANCHOR:
		/* Nothing repeats an anchor: what follows is read afresh. */
		if ((n = node(ps, RN_ASSERT, t->val, -1, -1)) < 0) return REG_ESPACE;
		*out = n;
		return next(ps, t, 0);
	case T_STAR: case T_PLUS: case T_QUEST:
		if ((syn & RE_CONTEXT_INVALID_OPS) && !(syn & RE_CONTEXT_INVALID_DUP))
			return REG_BADRPT;
		if (syn & RE_CONTEXT_INDEP_OPS) {
			if ((e = next(ps, t, 0))) return e;
			if (t->type == T_END || t->type == T_ALT || (t->type == T_CLOSE && nest)) {
				if ((*out = node(ps, RN_EMPTY, 0, -1, -1)) < 0) return REG_ESPACE;
				return 0;
			}
			return parse_expr(ps, t, nest, out);
		}
		n = node(ps, RN_CHAR, t->type == T_STAR ? '*' : t->type == T_PLUS ? '+' : '?', -1, -1);
		break;
	case T_BRACE:
		if (syn & RE_CONTEXT_INVALID_DUP) return REG_BADRPT;
		if ((syn & RE_CONTEXT_INVALID_OPS)) return REG_BADRPT;
		n = node(ps, RN_CHAR, '{', -1, -1);
		break;
	case T_CLOSE:
		if (!(syn & RE_UNMATCHED_RIGHT_PAREN_ORD)) return REG_ERPAREN;
		n = node(ps, RN_CHAR, ')', -1, -1);
		break;
	default:
		return REG_BADPAT;
	}
	if (n < 0) return REG_ESPACE;
	if ((e = next(ps, t, 0))) return e;
	for (reps = 0;; reps++) {
		const unsigned char *save = ps->p;
		if (t->type == T_STAR) min = 0, max = -1;
		else if (t->type == T_PLUS) min = 1, max = -1;
		else if (t->type == T_QUEST) min = 0, max = 1;
		else if (t->type == T_BRACE) {
			e = interval(ps, &min, &max);
			if (e < 0) {
				/* Not an interval: '{' is an ordinary character. */
				ps->p = save;
				t->type = T_CHAR, t->val = '{';
				break;
			}
			if (e) return e;
		} else break;
		/* Bounds the compiler's recursion, as the nesting limit does. */
		if (reps > 1000) return REG_ESPACE;
		struct re_node *in = &ps->nodes[n];
		if (reps && in->min <= 1 && in->max != 0 && in->max <= 1 && min <= 1 && max != 0 && max <= 1) {
			/* ?, + or * of ?, + or * with no group between ("a+*",
			 * "x++++?"): one repetition matches the same strings,
			 * and a program that grows with each operator would
			 * not (2^k copies for k of them). */
			in->min *= min;
			if (max < 0) in->max = -1;
		} else {
			if ((n = node(ps, RN_REP, 0, n, -1)) < 0) return REG_ESPACE;
			ps->nodes[n].min = min, ps->nodes[n].max = max;
		}
		if ((e = next(ps, t, 0))) return e;
		if ((syn & RE_CONTEXT_INVALID_DUP) && (t->type == T_STAR || t->type == T_BRACE))
			return REG_BADRPT;
	}
	*out = n;
	return 0;
}

/* Concatenations and alternations are built right-deep, so that the
 * compiler walks their chains in a loop instead of recursing once per
 * character of a long pattern. */
static int chain(struct re_parse *ps, int type, int *head, int *tail, int x)
{
	int c;
	if (*head < 0) {
		*head = x;
		return 0;
	}
	if (*tail < 0) {
		if ((c = node(ps, type, 0, *head, x)) < 0) return REG_ESPACE;
		*head = *tail = c;
		return 0;
	}
	if ((c = node(ps, type, 0, ps->nodes[*tail].r, x)) < 0) return REG_ESPACE;
	ps->nodes[*tail].r = c;
	*tail = c;
	return 0;
}

static int parse_branch(struct re_parse *ps, struct tok *t, int nest, int *out)
{
	int n = -1, tail = -1, x, e;
	while (t->type != T_ALT && t->type != T_END && !(nest && t->type == T_CLOSE)) {
		if ((e = parse_expr(ps, t, nest, &x))) return e;
		if ((e = chain(ps, RN_CAT, &n, &tail, x))) return e;
	}
	if (n < 0 && (n = node(ps, RN_EMPTY, 0, -1, -1)) < 0) return REG_ESPACE;
	*out = n;
	return 0;
}

static int parse_alt(struct re_parse *ps, struct tok *t, int nest, int *out)
{
	int n, tail = -1, x, e, i;
	unsigned long init[4], acc[4];
	if (nest > 1000) return REG_ESPACE;
	memcpy(init, ps->closed, sizeof init);
	if ((e = parse_branch(ps, t, nest, &n))) return e;
	while (t->type == T_ALT) {
		/* A back-reference sees the groups closed before the
		 * alternation and those of its own branch, as in glibc. */
		memcpy(acc, ps->closed, sizeof acc);
		memcpy(ps->closed, init, sizeof init);
		if ((e = next(ps, t, 1))) return e;
		if ((e = parse_branch(ps, t, nest, &x))) return e;
		for (i = 0; i < 4; i++) ps->closed[i] |= acc[i];
		if ((e = chain(ps, RN_ALT, &n, &tail, x))) return e;
	}
	*out = n;
	return 0;
}

/* Parses the whole pattern; the root is the last node made. */
int __re_parse(struct re_parse *ps, const char *pat, size_t len)
{
	struct tok t;
	int root, e;
	ps->p = ps->start = (const unsigned char *)pat;
	ps->end = ps->p + len;
	if ((e = next(ps, &t, 1))) return e;
	if ((e = parse_alt(ps, &t, 0, &root))) return e;
	if (t.type != T_END) return t.type == T_CLOSE ? REG_ERPAREN : REG_BADPAT;
	return node(ps, RN_GROUP, 0, root, -1) < 0 ? REG_ESPACE : 0;
}
