#include "regex_impl.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

/* Syntax tree to program (Thompson construction with priorities: the
 * preferred branch of a split is the one a greedy, left-first walk
 * takes, which is how glibc chooses sub-matches among the paths that
 * give the leftmost-longest match).
 *
 * x* compiles as
 *     split L0, out; L0: loopset k,-1; L: x; loopchk k; split L1, out;
 *     L1: loopset k; jmp L
 * when x can match empty: an iteration after the first that matches
 * nothing is not taken, in both engines alike, and the backtracker
 * cannot loop. x{m,} is x^m x*.
 *
 * A group that is itself an optional copy (the body of a star, the
 * copies past the minimum of an interval, x?) closes with y = 1 on its
 * close-save: as in glibc, when such a copy matches empty after the
 * group had a value, the registers go back to what they were at the
 * last non-empty close (see the engines' RI_SAVE).
 *
 * Counted repetitions are expanded; the size is computed
 * first so that a{1000}{1000}{1000} fails with REG_ESPACE before any
 * large allocation. */

struct cc {
	struct re_parse *ps;
	struct re_inst *in;
	int n, nloop;
	int opt, has_opt;
};

static int nullable(const struct re_node *nd, int i)
{
	const struct re_node *x = &nd[i];
	switch (x->type) {
	case RN_CHAR: case RN_ANY: case RN_SET: return 0;
	case RN_CAT:
		for (; x->type == RN_CAT; x = &nd[x->r])
			if (!nullable(nd, x->l)) return 0;
		return nullable(nd, x - nd);
	case RN_ALT:
		for (; x->type == RN_ALT; x = &nd[x->r])
			if (nullable(nd, x->l)) return 1;
		return nullable(nd, x - nd);
	case RN_REP: return x->min == 0 || nullable(nd, x->l);
	case RN_GROUP: return nullable(nd, x->l);
	default: return 1;
	}
}

/* Instruction count, saturating at RE_MAX_INSTS + 1. */
static long long size(const struct re_node *nd, int i)
{
	const struct re_node *x = &nd[i];
	long long a, b, t;
	switch (x->type) {
	case RN_EMPTY: return 0;
	case RN_CAT: case RN_ALT:
		for (t = 0; x->type == RN_CAT || x->type == RN_ALT; x = &nd[x->r]) {
			t += size(nd, x->l) + 2 * (x->type == RN_ALT);
			if (t > RE_MAX_INSTS) return RE_MAX_INSTS + 1;
		}
		t += size(nd, x - nd);
		break;
	case RN_GROUP: t = size(nd, x->l) + 2; break;
	case RN_REP:
		a = size(nd, x->l);
		b = x->max < 0 ? a + 6 : (long long)(x->max - x->min) * (a + 1);
		t = (long long)x->min * a + b;
		break;
	default: return 1;
	}
	return t > RE_MAX_INSTS ? RE_MAX_INSTS + 1 : t;
}

static int fold(const struct re_parse *ps, int c)
{
	return ps->icase ? __re_upper(ps->utf8, c) : c;
}

static int emit(struct cc *cc, int op, int x, int y)
{
	cc->in[cc->n] = (struct re_inst){ op, x, y };
	return cc->n++;
}

static void gen(struct cc *cc, int i);

static void gen_opt(struct cc *cc, int i)
{
	cc->opt = 1;
	gen(cc, i);
	cc->opt = 0;
}

static void gen_rep(struct cc *cc, const struct re_node *x)
{
	int k, split, l0;
	for (k = 0; k < x->min; k++) gen(cc, x->l);
	if (x->max < 0) {
		int guard = nullable(cc->ps->nodes, x->l), slot = 0, body, loop;
		split = emit(cc, RI_SPLIT, 0, 0);
		l0 = cc->n;
		if (guard) slot = cc->nloop++, emit(cc, RI_LOOPSET, slot, -1);
		body = cc->n;
		gen_opt(cc, x->l);
		if (guard) emit(cc, RI_LOOPCHK, slot, 0);
		loop = emit(cc, RI_SPLIT, cc->n + 1, 0);
		if (guard) emit(cc, RI_LOOPSET, slot, 0);
		emit(cc, RI_JMP, body, 0);
		cc->in[loop].y = cc->n;
		cc->in[split] = (struct re_inst){ RI_SPLIT, l0, cc->n };
		return;
	}
	/* x{min,max}: the optional copies nest, each split skipping to the
	 * end of all of them. */
	{
		int nopt = x->max - x->min, first = cc->n;
		for (k = 0; k < nopt; k++) {
			emit(cc, RI_SPLIT, cc->n + 1, -1);
			gen_opt(cc, x->l);
		}
		for (k = first; k < cc->n; k++)
			if (cc->in[k].op == RI_SPLIT && cc->in[k].y == -1) cc->in[k].y = cc->n;
	}
}

static void gen(struct cc *cc, int i)
{
	const struct re_node *x = &cc->ps->nodes[i];
	int s, j, opt = cc->opt;
	cc->opt = 0;
	switch (x->type) {
	case RN_EMPTY: break;
	case RN_CHAR: emit(cc, RI_CHAR, fold(cc->ps, x->val), 0); break;
	case RN_ANY: emit(cc, RI_ANY, 0, 0); break;
	case RN_SET: emit(cc, RI_SET, x->val, 0); break;
	case RN_ASSERT: emit(cc, RI_ASSERT, x->val, 0); break;
	case RN_BREF: emit(cc, RI_BREF, x->val, 0); break;
	case RN_CAT:
		for (; x->type == RN_CAT; x = &cc->ps->nodes[x->r]) gen(cc, x->l);
		gen(cc, x - cc->ps->nodes);
		break;
	case RN_ALT: {
		/* The jumps out of each branch are chained through their x
		 * fields and patched once the end is known. */
		int jumps = -1;
		for (; x->type == RN_ALT; x = &cc->ps->nodes[x->r]) {
			s = emit(cc, RI_SPLIT, cc->n + 1, 0);
			gen(cc, x->l);
			j = emit(cc, RI_JMP, jumps, 0);
			jumps = j;
			cc->in[s].y = cc->n;
		}
		gen(cc, x - cc->ps->nodes);
		while (jumps >= 0) {
			j = cc->in[jumps].x;
			cc->in[jumps].x = cc->n;
			jumps = j;
		}
		break;
	}
	case RN_GROUP:
		if (x->val) emit(cc, RI_SAVE, 2 * x->val, 0);
		gen(cc, x->l);
		if (x->val) emit(cc, RI_SAVE, 2 * x->val + 1, opt);
		cc->has_opt |= opt;
		break;
	case RN_REP: gen_rep(cc, x); break;
	}
}

static void first_set(struct __re_prog *p, int c)
{
	unsigned char b[4];
	if (c >= RE_BADBYTE) {
		p->first[c - RE_BADBYTE] = 1;
		return;
	}
	if (!p->utf8 || c < 0x80) {
		p->first[c] = 1;
		return;
	}
	b[0] = c < 0x800 ? 0xc0 | c >> 6 : c < 0x10000 ? 0xe0 | c >> 12 : 0xf0 | c >> 18;
	p->first[b[0]] = 1;
}

/* Bytes that can start a match: an over-approximation found by walking
 * the program from its entry, taking assertions as passable. */
static int compute_first(struct __re_prog *p)
{
	int *stack = malloc(sizeof *stack * (p->ninst + 1)), sp = 0, pc, c;
	unsigned char *seen = calloc(p->ninst, 1);
	if (!stack || !seen) {
		free(stack);
		free(seen);
		return REG_ESPACE;
	}
	stack[sp++] = 0;
	while (sp) {
		pc = stack[--sp];
		if (seen[pc]) continue;
		seen[pc] = 1;
		switch (p->insts[pc].op) {
		case RI_SPLIT:
			stack[sp++] = p->insts[pc].y;
			stack[sp++] = p->insts[pc].x;
			break;
		case RI_JMP: stack[sp++] = p->insts[pc].x; break;
		case RI_MATCH: p->can_be_null = 1; break;
		case RI_CHAR:
			c = p->insts[pc].x;
			first_set(p, c);
			if (p->icase) {
				/* every character with c's towupper: micro sign
				 * and mu, dotless i and I, long s and S */
				int f[RE_NFOLD], n = __re_fold_others(p->utf8, c, f);
				while (n--) first_set(p, f[n]);
			}
			break;
		case RI_SET:
			for (c = 0; c < 256; c++)
				if ((p->utf8 && c >= 0x80) || __re_set_has(&p->sets[p->insts[pc].x], c))
					first_set(p, c >= 0x80 && p->utf8 ? RE_BADBYTE + c : c);
			break;
		case RI_ANY:
			memset(p->first, 1, 256);
			break;
		case RI_BREF:
			memset(p->first, 1, 256);
			stack[sp++] = pc + 1;
			break;
		default: stack[sp++] = pc + 1; break;
		}
	}
	free(stack);
	free(seen);
	return 0;
}

/* The required literal: bytes every match contains, for regexec to
 * look for with memchr/memmem before any matching (a subject without
 * them cannot match). lit() answers for node i whether it matches
 * exactly one string (then in l->run) and the longest string any of
 * its matches contains (l->best); CAT joins runs of exact pieces. */
struct lit {
	unsigned char best[RE_LIT], run[RE_LIT];
	int nbest, nrun, exact;
};

static void lit_keep(struct lit *l, const unsigned char *b, int n)
{
	if (n > l->nbest) memcpy(l->best, b, n), l->nbest = n;
}

static void lit(const struct re_parse *ps, int i, int depth, struct lit *l)
{
	const struct re_node *x = &ps->nodes[i];
	struct lit *sub;
	l->nbest = l->nrun = 0;
	l->exact = 0;
	switch (x->type) {
	case RN_CHAR: {
		int c = x->val;
		if (c >= RE_BADBYTE) {
			l->run[l->nrun++] = c - RE_BADBYTE;
		} else if (!ps->utf8 || c < 0x80) {
			l->run[l->nrun++] = c;
		} else {
			int k = c < 0x800 ? 1 : c < 0x10000 ? 2 : 3, j;
			l->run[0] = (k == 1 ? 0xc0 : k == 2 ? 0xe0 : 0xf0) | c >> 6 * k;
			for (j = 1; j <= k; j++) l->run[j] = 0x80 | (c >> 6 * (k - j) & 0x3f);
			l->nrun = k + 1;
		}
		l->exact = 1;
		lit_keep(l, l->run, l->nrun);
		return;
	}
	case RN_EMPTY: case RN_ASSERT:
		l->exact = 1;
		return;
	case RN_GROUP: case RN_CAT: case RN_REP:
		/* deep nests keep the compiler's stack small: no literal */
		if (depth > 32 || !(sub = malloc(sizeof *sub))) return;
		break;
	default:
		return;
	}
	if (x->type == RN_GROUP) {
		lit(ps, x->l, depth + 1, sub);
		*l = *sub;
	} else if (x->type == RN_REP) {
		lit(ps, x->l, depth + 1, sub);
		if (x->min >= 1) {
			lit_keep(l, sub->best, sub->nbest);
			if (x->min == 1 && x->max == 1 && sub->exact) {
				l->exact = 1;
				memcpy(l->run, sub->run, l->nrun = sub->nrun);
			}
		}
	} else {
		int last = 0;
		l->exact = 1;
		for (;;) {
			int y = x->type == RN_CAT ? x->l : x - ps->nodes;
			lit(ps, y, depth + 1, sub);
			if (sub->exact && l->nrun + sub->nrun <= RE_LIT) {
				memcpy(l->run + l->nrun, sub->run, sub->nrun);
				l->nrun += sub->nrun;
			} else {
				/* the run ends here: a piece that varies, or one
				 * past the length kept (then this is no longer the
				 * whole of the node's string) */
				lit_keep(l, l->run, l->nrun);
				lit_keep(l, sub->best, sub->nbest);
				l->nrun = 0;
				l->exact = 0;
				if (sub->exact && sub->nrun <= RE_LIT) memcpy(l->run, sub->run, l->nrun = sub->nrun);
			}
			if (last) break;
			if (x->type != RN_CAT) break;
			x = &ps->nodes[x->r];
			last = x->type != RN_CAT;
		}
		lit_keep(l, l->run, l->nrun);
	}
	free(sub);
}

int __re_compile(struct re_parse *ps, struct __re_prog **out)
{
	struct __re_prog *p;
	struct cc cc = { ps };
	int root = ps->nn - 1, i;
	long long n = size(ps->nodes, root) + 1;
	if (n > RE_MAX_INSTS) return REG_ESPACE;
	p = calloc(1, sizeof *p);
	if (!p) return REG_ESPACE;
	cc.in = malloc(n * sizeof *cc.in);
	if (!cc.in) {
		free(p);
		return REG_ESPACE;
	}
	gen(&cc, root);
	emit(&cc, RI_MATCH, 0, 0);
	p->insts = cc.in;
	p->ninst = cc.n;
	p->nloop = cc.nloop;
	p->has_opt = cc.has_opt;
	p->sets = ps->sets;
	p->nsets = ps->nsets;
	p->nsub = ps->ngroups;
	p->has_bref = ps->has_bref;
	p->utf8 = ps->utf8;
	p->icase = ps->icase;
	p->anybits = (ps->syn & RE_DOT_NEWLINE ? 0 : 1) | (ps->syn & RE_DOT_NOT_NULL ? 2 : 0);
	ps->sets = 0;
	ps->nsets = 0;
	if (cc.in[0].op == RI_ASSERT && cc.in[0].x == RA_BOL) p->bol_only = 1;
	if (cc.in[0].op == RI_ASSERT && cc.in[0].x == RA_BUFBEG) p->bol_only = 2;
	/* translate tables and case folding make the bytes vary */
	if (!ps->icase && !ps->translate) {
		struct lit *l = malloc(sizeof *l);
		if (l) {
			lit(ps, root, 0, l);
			memcpy(p->lit, l->best, p->nlit = l->nbest);
			free(l);
		}
	}
	if (compute_first(p)) {
		__re_free_prog(p);
		return REG_ESPACE;
	}
	for (i = 0; i < 256; i++)
		p->startb[i] = p->first[ps->translate && (!ps->utf8 || i < 0x80) ? ps->translate[i] : i];
	*out = p;
	return 0;
}

void __re_free_prog(struct __re_prog *p)
{
	int i;
	if (!p) return;
	__re_dfa_free(p);
	free(p->scratch);
	for (i = 0; i < p->nsets; i++) free(p->sets[i].ranges);
	free(p->sets);
	free(p->insts);
	free(p->translate);
	free(p);
}
