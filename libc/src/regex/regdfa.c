#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

/* A lazily built DFA over the program, for patterns without
 * back-references: where the leftmost-longest match is, without
 * sub-matches. States are sets of program counters (no captures, no
 * priorities), built on first use and kept with the compiled pattern,
 * so a warm regexec allocates nothing and reads one table entry per
 * byte. Three passes find the match:
 *
 *  1. forward, a thread started at every position in [from, last]:
 *     the first position e0 where any match ends; after it no more
 *     starts, until every thread has died at f (every match starting
 *     at or before e0 ends at or before f, and the leftmost start is
 *     at or before e0);
 *  2. backward from f over the same program with its edges reversed,
 *     a thread started (a match end) at every position in [e0, f]:
 *     the smallest position where a reversed thread reaches the entry
 *     is the leftmost start s (no match ends before e0);
 *  3. forward from s alone: the last position where a match ends.
 *
 * Each pass reads each character once, so the time stays linear in
 * the subject; the Pike VM then only runs over [s, f] when sub-matches
 * are asked for. Zero-width assertions depend on the characters on
 * both sides of a position: a state carries the side already read
 * (forward: the character before; backward: the one after) and a
 * transition the side it reads, so the epsilon closure is taken when
 * both are known. The loop guards of the program only forbid empty
 * iterations, which reach no state the first iteration did not: the
 * DFA walks through them.
 *
 * A transition is cached per byte for single-byte subjects and ASCII
 * in UTF-8; other UTF-8 characters compute their transition (one
 * closure, as a Pike VM step costs) and look the target state up. The
 * cache is bounded (RE_DFA_STATES states, RE_DFA_KERNEL program
 * counters): when it is full it is emptied and rebuilt as the search
 * goes on. One thread uses the cache at a time; another regexec on the
 * same pattern meanwhile takes the Pike VM. */

#define RE_DFA_MAXINST (1 << 16)
#define RE_DFA_STATES 1024
#define RE_DFA_KERNEL (1 << 18)
#define HCAP (2 * RE_DFA_STATES)
#define WIDE 1024

/* What the assertions see: the left side of a position (BOL holds,
 * the buffer's start, a word character before) and the right side. */
enum { L_BOL = 1, L_BUF = 2, L_WORD = 4, R_EOL = 8, R_BUF = 16, R_WORD = 32 };

struct dstate {
	int k, n;              /* kernel: kpool[k, k+n), sorted */
	unsigned char ctx;     /* the side already read */
	unsigned char unanch;  /* a new thread starts at every position */
	int twin;              /* the same without new threads, -1 unknown */
	signed char eof[2];    /* the end holds at the subject's end
	                        * (backward: start), index REG_NOTEOL
	                        * (REG_NOTBOL); -1 unknown */
};

struct re_dfa {
	int rev, nlanchor;
	int nst, scap;
	struct dstate *st;
	int *trans;            /* scap x 256: target << 2 | its kernel is
	                        * empty << 1 | match, or -1 */
	int *kpool;
	size_t nk, kcap;
	int htab[HCAP];        /* state + 1, 0 empty */
	int idle[64];          /* empty unanchored state per context, -1 */
	unsigned *mark, *kmark, gen;
	int *stack, *out;
	int *pstart, *preds;   /* backward: epsilon predecessors */
	int onebyte;           /* the only byte that can start a match, or -1 */
	int mask;              /* the context bits some assertion reads */
	unsigned resets;
	/* transitions over characters past ASCII in UTF-8, hashed on
	 * (state, character); si -1: empty */
	struct { int si, c, t; } wide[WIDE];
};

struct re_dfa_pair {
	struct re_dfa d[2];
};

static int consumes(int op)
{
	return op == RI_CHAR || op == RI_ANY || op == RI_SET;
}

static int accepts(const struct __re_prog *p, const struct re_inst *x, int c, int fc)
{
	switch (x->op) {
	case RI_CHAR: return fc == x->x;
	case RI_ANY: return c < RE_BADBYTE && !((p->anybits & 1) && c == '\n') && !((p->anybits & 2) && c == 0);
	default: return __re_set_has(&p->sets[x->x], c);
	}
}

static int holds(int kind, int ctx)
{
	int a = !!(ctx & L_WORD), b = !!(ctx & R_WORD);
	switch (kind) {
	case RA_BOL: return ctx & L_BOL;
	case RA_EOL: return ctx & R_EOL;
	case RA_BUFBEG: return ctx & L_BUF;
	case RA_BUFEND: return ctx & R_BUF;
	case RA_WORDB: return a != b;
	case RA_NWORDB: return a == b;
	case RA_WBEG: return !a && b;
	default: return a && !b;
	}
}

/* What a character (raw first byte b, decoded c) tells the assertions
 * as the left side of the next position and as the right side of its
 * own. */
static int left_of(const struct re_dfa *d, const struct re_input *in, int b, int c)
{
	return ((in->nlanchor && b == '\n' ? L_BOL : 0)
		| (d->mask & L_WORD && __re_isword(in->prog, c) ? L_WORD : 0)) & d->mask;
}

static int right_of(const struct re_dfa *d, const struct re_input *in, int b, int c)
{
	return ((in->nlanchor && b == '\n' ? R_EOL : 0)
		| (d->mask & R_WORD && __re_isword(in->prog, c) ? R_WORD : 0)) & d->mask;
}

static int left_at(const struct re_dfa *d, const struct re_input *in, size_t pos)
{
	if (!pos) return ((in->notbol ? 0 : L_BOL) | L_BUF) & d->mask;
	if (!(d->mask & (L_BOL | L_WORD))) return 0;
	return left_of(d, in, in->s[pos - 1], d->mask & L_WORD ? __re_prevc(in, pos) : 0);
}

static int right_at(const struct re_dfa *d, const struct re_input *in, size_t pos)
{
	int len;
	if (pos == in->len) return ((in->noteol ? 0 : R_EOL) | R_BUF) & d->mask;
	if (!(d->mask & (R_EOL | R_WORD))) return 0;
	return right_of(d, in, in->s[pos], d->mask & R_WORD ? __re_getc(in, pos, &len) : 0);
}

static void reset(struct re_dfa *d)
{
	d->nst = 0;
	d->nk = 0;
	memset(d->htab, 0, sizeof d->htab);
	memset(d->idle, -1, sizeof d->idle);
	memset(d->wide, -1, sizeof d->wide);
	d->resets++;
}

static void dfa_free(struct re_dfa *d)
{
	free(d->st);
	free(d->trans);
	free(d->kpool);
	free(d->mark);
	free(d->kmark);
	free(d->stack);
	free(d->out);
	free(d->pstart);
	free(d->preds);
}

static int dfa_init(struct re_dfa *d, const struct __re_prog *p, int rev)
{
	int n = p->ninst, i, c, k;
	d->rev = rev;
	d->mask = 0;
	for (i = 0; i < n; i++) {
		static const unsigned char need[] = {
			[RA_BOL] = L_BOL, [RA_EOL] = R_EOL, [RA_BUFBEG] = L_BUF, [RA_BUFEND] = R_BUF,
			[RA_WORDB] = L_WORD | R_WORD, [RA_NWORDB] = L_WORD | R_WORD,
			[RA_WBEG] = L_WORD | R_WORD, [RA_WEND] = L_WORD | R_WORD,
		};
		if (p->insts[i].op == RI_ASSERT) d->mask |= need[p->insts[i].x];
	}
	d->scap = 16;
	d->kcap = 1024;
	d->st = malloc(d->scap * sizeof *d->st);
	d->trans = malloc(d->scap * 256 * sizeof *d->trans);
	d->kpool = malloc(d->kcap * sizeof *d->kpool);
	d->mark = calloc(n, sizeof *d->mark);
	d->kmark = calloc(n, sizeof *d->kmark);
	/* every pc is pushed at most once per edge into it */
	d->stack = malloc((3 * (size_t)n + 2) * sizeof *d->stack);
	d->out = malloc(((size_t)n + 1) * sizeof *d->out);
	if (!d->st || !d->trans || !d->kpool || !d->mark || !d->kmark || !d->stack || !d->out) return -1;
	d->gen = 0;
	reset(d);
	d->onebyte = -1;
	if (!rev) {
		for (c = 0, k = 0; c < 256; c++)
			if (p->startb[c]) k++, d->onebyte = c;
		/* in UTF-8 a lead byte always starts a character (as a
		 * sequence or a byte of its own); a continuation byte may not */
		if (k != 1 || (p->utf8 && d->onebyte >= 0x80 && d->onebyte < 0xc0)) d->onebyte = -1;
		return 0;
	}
	/* Epsilon predecessors, as offsets per pc. */
	if (!(d->pstart = calloc((size_t)n + 2, sizeof *d->pstart))) return -1;
	for (i = 0; i < n; i++) {
		const struct re_inst *x = &p->insts[i];
		switch (x->op) {
		case RI_JMP: d->pstart[x->x + 2]++; break;
		case RI_SPLIT: d->pstart[x->x + 2]++, d->pstart[x->y + 2]++; break;
		case RI_SAVE: case RI_ASSERT: case RI_LOOPSET: case RI_LOOPCHK: d->pstart[i + 3]++; break;
		}
	}
	for (i = 2; i < n + 2; i++) d->pstart[i] += d->pstart[i - 1];
	if (!(d->preds = malloc((d->pstart[n + 1] + 1) * sizeof *d->preds))) return -1;
	for (i = 0; i < n; i++) {
		const struct re_inst *x = &p->insts[i];
		switch (x->op) {
		case RI_JMP: d->preds[d->pstart[x->x + 1]++] = i; break;
		case RI_SPLIT:
			d->preds[d->pstart[x->x + 1]++] = i;
			d->preds[d->pstart[x->y + 1]++] = i;
			break;
		case RI_SAVE: case RI_ASSERT: case RI_LOOPSET: case RI_LOOPCHK:
			d->preds[d->pstart[i + 2]++] = i;
			break;
		}
	}
	/* pstart[pc] .. pstart[pc + 1] now bound pc's predecessors */
	return 0;
}

static void sort(int *a, int n)
{
	int i, j, t;
	if (n > 24) {
		/* Shell's gaps keep big kernels from going quadratic. */
		int g;
		for (g = n / 3 + 1; g > 1; g = g / 3 + 1) {
			for (i = g; i < n; i++) {
				for (t = a[i], j = i; j >= g && a[j - g] > t; j -= g) a[j] = a[j - g];
				a[j] = t;
			}
			if (g == 1) return;
		}
	}
	for (i = 1; i < n; i++) {
		for (t = a[i], j = i; j > 0 && a[j - 1] > t; j--) a[j] = a[j - 1];
		a[j] = t;
	}
}

/* The epsilon closure of state si under context ctx (both sides), then
 * the step over character c (c < 0: none): the next kernel goes to
 * d->out (sorted), its size to *nout. Answers whether the closure holds
 * the end (forward: MATCH; backward: the entry, pc 0). */
static int closure(struct re_dfa *d, const struct __re_prog *p, int si, int ctx, int c, int *nout)
{
	const struct re_inst *ins = p->insts;
	const struct dstate *s = &d->st[si];
	const int *kern = d->kpool + s->k;
	int sp = 0, no = 0, matched = 0, pc, i, fc = c;
	unsigned gen;
	if (!++d->gen) {
		memset(d->mark, 0, p->ninst * sizeof *d->mark);
		memset(d->kmark, 0, p->ninst * sizeof *d->kmark);
		d->gen = 1;
	}
	gen = d->gen;
	if (c >= 0 && p->icase) fc = __re_fold(p, c);
	for (i = s->n; i--;) d->stack[sp++] = kern[i];
	if (s->unanch) d->stack[sp++] = d->rev ? p->ninst - 1 : 0;
	while (sp) {
		pc = d->stack[--sp];
		if (d->mark[pc] == gen) continue;
		d->mark[pc] = gen;
		if (d->rev) {
			int j, q;
			if (!pc) matched = 1;
			for (j = d->pstart[pc]; j < d->pstart[pc + 1]; j++) {
				q = d->preds[j];
				if (ins[q].op == RI_ASSERT && !holds(ins[q].x, ctx)) continue;
				if (d->mark[q] != gen) d->stack[sp++] = q;
			}
			q = pc - 1;
			if (c >= 0 && q >= 0 && consumes(ins[q].op) && d->kmark[q] != gen
			    && accepts(p, &ins[q], c, fc))
				d->kmark[q] = gen, d->out[no++] = q;
			continue;
		}
		switch (ins[pc].op) {
		case RI_JMP: d->stack[sp++] = ins[pc].x; break;
		case RI_SPLIT:
			d->stack[sp++] = ins[pc].y;
			d->stack[sp++] = ins[pc].x;
			break;
		case RI_ASSERT:
			if (holds(ins[pc].x, ctx)) d->stack[sp++] = pc + 1;
			break;
		case RI_MATCH: matched = 1; break;
		case RI_CHAR: case RI_ANY: case RI_SET:
			if (c >= 0 && d->kmark[pc + 1] != gen && accepts(p, &ins[pc], c, fc))
				d->kmark[pc + 1] = gen, d->out[no++] = pc + 1;
			break;
		default: d->stack[sp++] = pc + 1; break;
		}
	}
	sort(d->out, no);
	*nout = no;
	return matched;
}

static unsigned hash(const int *k, int n, int ctx, int unanch)
{
	unsigned h = 2166136261u ^ (unsigned)(ctx << 1 | unanch);
	while (n--) h = (h ^ (unsigned)*k++) * 16777619u;
	return h;
}

/* The state for kernel k[0..n), or -1 when the cache is full, -2 when
 * out of memory. k must not point into the pool. */
static int intern(struct re_dfa *d, const int *k, int n, int ctx, int unanch)
{
	unsigned h = hash(k, n, ctx, unanch) & (HCAP - 1);
	int i;
	struct dstate *s;
	for (; d->htab[h]; h = (h + 1) & (HCAP - 1)) {
		s = &d->st[d->htab[h] - 1];
		if (s->n == n && s->ctx == ctx && s->unanch == unanch
		    && !memcmp(d->kpool + s->k, k, n * sizeof *k))
			return d->htab[h] - 1;
	}
	if (d->nst == RE_DFA_STATES || d->nk + n > RE_DFA_KERNEL) return -1;
	if (d->nst == d->scap) {
		int nc = 2 * d->scap;
		struct dstate *ns = realloc(d->st, nc * sizeof *ns);
		int *nt;
		if (!ns) return -2;
		d->st = ns;
		if (!(nt = realloc(d->trans, (size_t)nc * 256 * sizeof *nt))) return -2;
		d->trans = nt;
		d->scap = nc;
	}
	if (d->nk + n > d->kcap) {
		size_t nc = d->kcap;
		int *np;
		while (nc < d->nk + n) nc *= 2;
		if (!(np = realloc(d->kpool, nc * sizeof *np))) return -2;
		d->kpool = np;
		d->kcap = nc;
	}
	memcpy(d->kpool + d->nk, k, n * sizeof *k);
	i = d->nst++;
	d->st[i] = (struct dstate){ (int)d->nk, n, (unsigned char)ctx, (unsigned char)unanch, -1, { -1, -1 } };
	d->nk += n;
	memset(d->trans + (size_t)i * 256, -1, 256 * sizeof *d->trans);
	d->htab[h] = i + 1;
	return i;
}

/* intern, emptying a full cache first; -2: out of memory. */
static int intern_r(struct re_dfa *d, const int *k, int n, int ctx, int unanch)
{
	int t = intern(d, k, n, ctx, unanch);
	if (t == -1) {
		reset(d);
		t = intern(d, k, n, ctx, unanch);
	}
	return t;
}

/* The transition of si over a character: (target, as in trans, match before
 * it), or -2. Cached when b >= 0. */
static int step(struct re_dfa *d, const struct re_input *in, int si, int b, int c)
{
	int n, m, t, unanch = d->st[si].unanch;
	m = closure(d, in->prog, si, d->st[si].ctx | (d->rev ? left_of(d, in, b, c) : right_of(d, in, b, c)), c, &n);
	t = intern(d, d->out, n, d->rev ? right_of(d, in, b, c) : left_of(d, in, b, c), unanch);
	if (t == -1) {
		/* si went with the emptied cache: nothing to record it in */
		reset(d);
		t = intern(d, d->out, n, d->rev ? right_of(d, in, b, c) : left_of(d, in, b, c), unanch);
		return t < 0 ? -2 : t << 2 | !d->st[t].n << 1 | m;
	}
	if (t < 0) return -2;
	t = t << 2 | !d->st[t].n << 1 | m;
	if (b >= 0) d->trans[(size_t)si * 256 + b] = t;
	return t;
}

/* step for a character with no byte of its own in the table. */
static int step_wide(struct re_dfa *d, const struct re_input *in, int si, int c)
{
	unsigned h = (((unsigned)si * 0x9e3779b1u) ^ ((unsigned)c * 0x85ebca6bu)) >> 22;
	unsigned r = d->resets;
	int t;
	if (d->wide[h].si == si && d->wide[h].c == c) return d->wide[h].t;
	t = step(d, in, si, -1, c);
	if (t >= 0 && r == d->resets) d->wide[h].si = si, d->wide[h].c = c, d->wide[h].t = t;
	return t;
}

/* The state without new threads; -2: out of memory. */
static int twin(struct re_dfa *d, int si)
{
	int t, n = d->st[si].n, ctx = d->st[si].ctx;
	if (d->st[si].twin >= 0) return d->st[si].twin;
	memcpy(d->out, d->kpool + d->st[si].k, n * sizeof *d->out);
	t = intern(d, d->out, n, ctx, 0);
	if (t == -1) {
		/* si is gone with the cache; its kernel is still in out */
		reset(d);
		return intern(d, d->out, n, ctx, 0);
	}
	if (t >= 0) d->st[si].twin = t;
	return t;
}

static int idle(struct re_dfa *d, int ctx)
{
	int t;
	if (d->idle[ctx] >= 0) return d->idle[ctx];
	t = intern_r(d, d->out, 0, ctx, 1);
	if (t >= 0) d->idle[ctx] = t;
	return t;
}

/* Whether the closure of si at a position reached without a character
 * to read next (an end of the scan) holds the end. */
static int ends(struct re_dfa *d, const struct re_input *in, int si, int ctx)
{
	int n;
	return closure(d, in->prog, si, d->st[si].ctx | ctx, -1, &n);
}

/* Where the first byte of a match can be, from pos: in->len if none. */
static size_t skip(const struct re_dfa *d, const struct re_input *in, size_t pos)
{
	const struct __re_prog *p = in->prog;
	const unsigned char *s = in->s;
	int len;
	if (d->onebyte >= 0) {
		const unsigned char *q = memchr(s + pos, d->onebyte, in->len - pos);
		return q ? (size_t)(q - s) : in->len;
	}
	if (!p->utf8) {
		while (pos < in->len && !p->startb[s[pos]]) pos++;
		return pos;
	}
	while (pos < in->len && !p->startb[s[pos]]) {
		if (s[pos] < 0x80) pos++;
		else __re_getc(in, pos, &len), pos += len;
	}
	return pos;
}

/* Pass 1 (longest = 0): threads start in [from, last]; *e gets the
 * first match end, *f where the threads started up to then have all
 * died. Pass 3 (longest = 1, from == last): *e gets the last match
 * end. 1 found, 0 not, -2 out of memory. */
static int forward(struct re_dfa *d, const struct re_input *in, size_t from, size_t last,
	int longest, int stop_first, size_t *e, size_t *f)
{
	const struct __re_prog *p = in->prog;
	const unsigned char *s = in->s;
	size_t pos = from, len = in->len;
	int si, t, found = 0, c, clen, b;
	int canskip = !longest && !p->can_be_null && !(p->bol_only && in->nlanchor);
	int nlskip = !longest && p->bol_only == 1 && in->nlanchor;
	if ((si = idle(d, left_at(d, in, pos))) < 0) return -2;
	for (;;) {
		/* The common step: a cached transition to a state that
		 * neither matches nor needs a change of mode. */
		size_t lim = d->st[si].unanch && last < len ? last : len;
		while (pos < lim) {
			t = d->trans[(size_t)si * 256 + s[pos]];
			if (t < 0 || t & 1) break;
			si = t >> 2;
			pos++;
			if (t & 2) break;
		}
		if (!d->st[si].n && !d->st[si].unanch) break;
		if (!found && d->st[si].unanch && !d->st[si].n && pos < last) {
			/* Nothing running: on to the next place a match can start. */
			size_t np = pos;
			if (canskip) {
				np = skip(d, in, pos);
				if (np >= len || np > last) return 0;
			} else if (nlskip && !(pos == 0 && !in->notbol) && !(pos > 0 && s[pos - 1] == '\n')) {
				const unsigned char *q = pos < len ? memchr(s + pos, '\n', len - pos) : 0;
				if (!q) return 0;
				np = q - s + 1;
				if (np > last) return 0;
			}
			if (np != pos) {
				pos = np;
				if ((si = idle(d, left_at(d, in, pos))) < 0) return -2;
			}
		}
		if (pos == len) {
			signed char *eof = &d->st[si].eof[!!in->noteol];
			if (*eof < 0) *eof = ends(d, in, si, right_at(d, in, pos));
			if (*eof) {
				if (!found || longest) *e = pos;
				found = 1;
			}
			break;
		}
		b = s[pos];
		if (!p->utf8 || b < 0x80) {
			clen = 1;
			t = d->trans[(size_t)si * 256 + b];
			if (t < 0) {
				c = p->translate ? p->translate[b] : b;
				if ((t = step(d, in, si, b, c)) < 0) return -2;
			}
		} else {
			c = __re_getc(in, pos, &clen);
			if ((t = step_wide(d, in, si, c)) < 0) return -2;
		}
		if (t & 1) {
			if (!found || longest) *e = pos;
			if (!found && stop_first) return 1;
			found = 1;
		}
		si = t >> 2;
		if (d->st[si].unanch && (pos >= last || (found && !longest)))
			if ((si = twin(d, si)) < 0) return -2;
		if (!d->st[si].n && !d->st[si].unanch) break;
		pos += clen;
	}
	*f = pos;
	return found;
}

/* Pass 2: the smallest start of a match that ends in [e0, f] and starts
 * at or after from; -1 none, -2 out of memory. */
static long backward(struct re_dfa *d, const struct re_input *in, size_t from, size_t e0, size_t f)
{
	const struct __re_prog *p = in->prog;
	const unsigned char *s = in->s;
	size_t pos = f;
	long best = -1;
	int si, t, c, b;
	if ((si = idle(d, right_at(d, in, pos))) < 0) return -2;
	for (;;) {
		size_t clen = 1;
		if (pos == from) {
			/* at the subject's start the context is REG_NOTBOL's,
			 * elsewhere the bytes' before from */
			signed char *eof = &d->st[si].eof[!!in->notbol];
			int m;
			if (pos) {
				m = ends(d, in, si, left_at(d, in, pos));
			} else {
				if (*eof < 0) *eof = ends(d, in, si, left_at(d, in, pos));
				m = *eof;
			}
			if (m) best = pos;
			break;
		}
		b = s[pos - 1];
		if (!p->utf8 || b < 0x80) {
			t = d->trans[(size_t)si * 256 + b];
			if (t < 0) {
				c = p->translate ? p->translate[b] : b;
				if ((t = step(d, in, si, b, c)) < 0) return -2;
			}
		} else {
			size_t j = pos - 1;
			int l;
			while (j > from && pos - j < 4 && (s[j] & 0xc0) == 0x80) j--;
			c = __re_getc(in, j, &l);
			if (j + l != pos) j = pos - 1, c = __re_getc(in, j, &l);
			clen = pos - j;
			if ((t = step_wide(d, in, si, c)) < 0) return -2;
		}
		if (t & 1) best = pos;
		si = t >> 2;
		if (d->st[si].unanch && pos <= e0)
			if ((si = twin(d, si)) < 0) return -2;
		if (!d->st[si].n && !d->st[si].unanch) break;
		pos -= clen;
	}
	return best;
}

/* 0 match, REG_NOMATCH, or -1: the caller takes the Pike VM. */
int __re_dfa(const struct re_input *in, size_t from, size_t last, size_t want, regoff_t *slots)
{
	struct __re_prog *p = (struct __re_prog *)in->prog;
	struct re_dfa_pair *dp;
	size_t e0, f, e;
	long st;
	int r;
	if (p->ninst > RE_DFA_MAXINST) return -1;
	if (in->prog->utf8 && from > 0 && from < in->len && (in->s[from] & 0xc0) == 0x80) return -1;
	if (!__re_trylock(&p->dfa_lock)) return -1;
	if (!(dp = p->dfa)) {
		if (!(dp = calloc(1, sizeof *dp)) || dfa_init(&dp->d[0], p, 0) || dfa_init(&dp->d[1], p, 1)) {
			if (dp) dfa_free(&dp->d[0]), dfa_free(&dp->d[1]);
			free(dp);
			__re_unlock(&p->dfa_lock);
			return -1;
		}
		p->dfa = dp;
	}
	if (dp->d[0].nlanchor != in->nlanchor) {
		/* re_search callers may change newline_anchor between calls */
		reset(&dp->d[0]), reset(&dp->d[1]);
		dp->d[0].nlanchor = dp->d[1].nlanchor = in->nlanchor;
	}
	/* a start only at the buffer's start */
	if (p->bol_only == 2 || (p->bol_only && !in->nlanchor)) last = from;
	if (last <= from) {
		/* one start: the longest match from it is one pass */
		r = forward(&dp->d[0], in, from, from, 1, !want, &e, &f);
		if (r == 1 && want) slots[0] = from, slots[1] = e;
		r = r < 0 ? -1 : r ? 0 : REG_NOMATCH;
		goto out;
	}
	r = forward(&dp->d[0], in, from, last, 0, !want, &e0, &f);
	if (r <= 0 || !want) {
		r = r < 0 ? -1 : r ? 0 : REG_NOMATCH;
		goto out;
	}
	st = backward(&dp->d[1], in, from, e0, f);
	if (st < 0) {
		r = -1;
		goto out;
	}
	if ((r = forward(&dp->d[0], in, st, st, 1, 0, &e, &f)) != 1) {
		r = -1;
		goto out;
	}
	slots[0] = st;
	slots[1] = e;
	r = 0;
out:
	__re_unlock(&p->dfa_lock);
	if (!r && want > 1) return __re_pike(in, slots[0], slots[0], want, slots);
	return r;
}

void __re_dfa_free(struct __re_prog *p)
{
	struct re_dfa_pair *dp = p->dfa;
	if (!dp) return;
	dfa_free(&dp->d[0]);
	dfa_free(&dp->d[1]);
	free(dp);
}
