/* One printf or scanf conversion, with its arguments, as the printf and
 * scanf harnesses build them from fuzz input. Included twice: by the
 * harness (compiled against polyport's headers and libc) and by ref.c
 * (against glibc, the reference), so both run exactly the same call.
 * FMT1_NAME gives the functions a name of each side's own. */
#include <stddef.h>
#include <stdio.h>

enum fmt1_kind { K_INT, K_LL, K_DBL, K_LDBL, K_STR, K_PTR, K_CHR };

struct fmt1 {
	char fmt[64];
	enum fmt1_kind kind;
	int nstar;                 /* '*' for width and/or precision */
	int star[2];
	long long i;
	double d;
	long double ld;
	const char *s;
};

static inline int FMT1_NAME(print)(char *buf, size_t n, const struct fmt1 *a)
{
	const char *f = a->fmt;
#define P(...) (a->nstar == 2 ? snprintf(buf, n, f, a->star[0], a->star[1], __VA_ARGS__) \
		: a->nstar == 1 ? snprintf(buf, n, f, a->star[0], __VA_ARGS__) : snprintf(buf, n, f, __VA_ARGS__))
	switch (a->kind) {
	case K_INT: case K_CHR: return P((int)a->i);
	case K_LL: return P(a->i);
	case K_DBL: return P(a->d);
	case K_LDBL: return P(a->ld);
	case K_STR: return P(a->s);
	case K_PTR: return P((void *)(size_t)a->i);
	}
#undef P
	return -2;
}

/* What one scanf conversion stored, and how far it read (%n). */
struct scan1 {
	int ret, consumed;
	long long i;
	double d;
	float f;
	long double ld;
	char s[128];
};

enum scan1_kind { S_INT, S_SHORT, S_CHAR, S_LONG, S_LL, S_FLT, S_DBL, S_LDBL, S_STR, S_NONE };

static inline void FMT1_NAME(scan)(const char *in, const char *fmt, enum scan1_kind k, struct scan1 *o)
{
	int iv = 0; short hv = 0; signed char cv = 0; long lv = 0; long long llv = 0;
	o->consumed = -1;
	switch (k) {
	case S_INT: o->ret = sscanf(in, fmt, &iv, &o->consumed); o->i = iv; break;
	case S_SHORT: o->ret = sscanf(in, fmt, &hv, &o->consumed); o->i = hv; break;
	case S_CHAR: o->ret = sscanf(in, fmt, &cv, &o->consumed); o->i = cv; break;
	case S_LONG: o->ret = sscanf(in, fmt, &lv, &o->consumed); o->i = lv; break;
	case S_LL: o->ret = sscanf(in, fmt, &llv, &o->consumed); o->i = llv; break;
	case S_FLT: o->ret = sscanf(in, fmt, &o->f, &o->consumed); break;
	case S_DBL: o->ret = sscanf(in, fmt, &o->d, &o->consumed); break;
	case S_LDBL: o->ret = sscanf(in, fmt, &o->ld, &o->consumed); break;
	case S_STR: o->ret = sscanf(in, fmt, o->s, &o->consumed); break;
	case S_NONE: o->ret = sscanf(in, fmt, &o->consumed); break;
	}
}
