#ifndef REGEX_IMPL_H
#define REGEX_IMPL_H

#define _GNU_SOURCE
#include <regex.h>
#include <stddef.h>
#include <stdint.h>
#include "libc.h"

/* The compiled form behind regex_t.buffer. One program serves regexec,
 * the GNU entry points, the Pike VM (patterns without back-references:
 * time linear in the subject) and the backtracker (back-references,
 * under a step and memory budget).
 *
 * Characters are ints: bytes 0..255 in a single-byte locale, code
 * points in UTF-8, where a byte that does not start a valid sequence
 * is RE_BADBYTE + byte: an encoding error, which (as in glibc and GNU
 * grep's dfa) matches nothing but itself: not '.', no bracket (even [\202]).
 * Under REG_ICASE characters compare by towupper (reginput.c). */

#define RE_BADBYTE 0x110000
#define RE_LIT 32
/* __re_fold_others' most: towupper, towlower of it, lonesome letters */
#define RE_NFOLD 32

/* Program size limits: beyond them regcomp fails with REG_ESPACE
 * before allocating anything in proportion. */
#define RE_MAX_INSTS (1 << 20)
#define RE_MAX_NODES (1 << 20)
/* Backtracker budget per regexec call. */
#define RE_BT_STEPS 20000000
#define RE_BT_STACK (1 << 22)

/* Thread state: the group slots [0, C), with has_opt the registers at
 * the last non-empty close [C, 2C), then the loop guards. */
hidden void __re_save(const struct __re_prog *, regoff_t *, size_t, int, int, size_t);

enum {
	RA_BOL = 1, RA_EOL = 2, RA_WORDB = 4, RA_NWORDB = 8,
	RA_WBEG = 16, RA_WEND = 32, RA_BUFBEG = 64, RA_BUFEND = 128
};

/* A bracket expression (or \w \s, or '.' never: that is RI_ANY). */
struct re_set {
	unsigned char bits[32];     /* members below 256 */
	int *ranges;                /* pairs lo,hi of members >= 256 */
	int nranges;
	unsigned classes;           /* bit i: wctype class i (regbracket.c) */
	unsigned char neg, icase, nonl, utf8;
};

enum {
	RN_CHAR, RN_ANY, RN_SET, RN_EMPTY, RN_ASSERT, RN_BREF,
	RN_CAT, RN_ALT, RN_REP, RN_GROUP
};

struct re_node {
	unsigned char type;
	int val;          /* char, set index, assertion, group number */
	int min, max;     /* RN_REP; max < 0 is unbounded */
	int l, r;         /* children (node indexes), -1 if none */
};

enum {
	RI_CHAR, RI_ANY, RI_SET, RI_SPLIT, RI_JMP, RI_SAVE, RI_ASSERT,
	RI_BREF, RI_LOOPSET, RI_LOOPCHK, RI_MATCH
};

struct re_inst {
	unsigned char op;
	int x, y;
};

struct __re_prog {
	struct re_inst *insts;
	int ninst;
	struct re_set *sets;
	int nsets;
	int nsub;          /* groups */
	int nloop;         /* loop-guard slots, after the group slots */
	int has_bref;
	int has_opt;       /* some RI_SAVE has y = 1 (regcompile.c) */
	int utf8, icase;
	int anybits;       /* RI_ANY: 1 no newline, 2 no NUL */
	int bol_only;      /* every match starts with a non-newline ^ */
	unsigned char first[256]; /* characters that can start a match (their
	                           * first byte, after translate: the fastmap) */
	unsigned char startb[256]; /* subject bytes that can start a match */
	int can_be_null;   /* a match may be empty: no skipping */
	int nlit;          /* bytes every match contains (regcompile.c) */
	unsigned char lit[RE_LIT];
	unsigned char *translate;
	/* regdfa.c's cache, built on first use; dfa_lock: one user at a time */
	struct re_dfa_pair *dfa;
	volatile int dfa_lock;
	void *scratch;     /* regpike.c's arrays, under dfa_lock */
	size_t scratch_size;
};

struct re_parse {
	const unsigned char *p, *end, *start;
	reg_syntax_t syn;
	int utf8, icase;
	struct re_node *nodes;
	int nn, ncap;
	struct re_set *sets;
	int nsets, setcap;
	int ngroups;
	unsigned long closed[4]; /* groups 1..255 closed so far (back-refs) */
	int has_bref;
	const unsigned char *translate;
};

/* What one regexec/re_search call looks at. */
struct re_input {
	const unsigned char *s;
	size_t len;
	const struct __re_prog *prog;
	int notbol, noteol, nlanchor;
};

/* The pattern's DFA cache and VM arrays, one user at a time; no atomic
 * until a second thread exists (a nested regexec from a signal
 * handler still finds it taken). 1: taken here, 0: in use. */
static inline int __re_trylock(volatile int *l)
{
	if (!libc.need_locks) {
		if (*l) return 0;
		*l = 1;
		return 1;
	}
	return !__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE);
}

static inline void __re_unlock(volatile int *l)
{
	__atomic_store_n(l, 0, __ATOMIC_RELEASE);
}

hidden int __re_parse(struct re_parse *, const char *, size_t);
hidden int __re_bracket(struct re_parse *, int *);
hidden void __re_set_close(struct re_parse *, struct re_set *);
hidden int __re_set_has(const struct re_set *, int);
hidden int __re_class_bit(const char *, size_t);
hidden int __re_compile(struct re_parse *, struct __re_prog **);
hidden int __re_new_set(struct re_parse *);
hidden void __re_free_prog(struct __re_prog *);
hidden int __re_comp(regex_t *, const char *, size_t, reg_syntax_t, int);
/* Search for the leftmost-longest match starting in [from, last]:
 * want pairs of offsets go to slots (0: only whether there is one).
 * 0, REG_NOMATCH or REG_ESPACE. */
hidden int __re_exec(const struct re_input *, size_t, size_t, size_t, regoff_t *);
hidden int __re_pike(const struct re_input *, size_t, size_t, size_t, regoff_t *);
hidden int __re_dfa(const struct re_input *, size_t, size_t, size_t, regoff_t *);
hidden void __re_dfa_free(struct __re_prog *);
hidden int __re_isword(const struct __re_prog *, int);
hidden int __re_backtrack(const struct re_input *, size_t, size_t, size_t, regoff_t *);
hidden int __re_getc(const struct re_input *, size_t, int *);
hidden int __re_prevc(const struct re_input *, size_t);
hidden int __re_fold(const struct __re_prog *, int);
hidden int __re_upper(int, int);
hidden int __re_fold_others(int, int, int *);
hidden const char *__re_errmsg(int);
hidden int __re_assert(const struct re_input *, size_t, int);

#endif
