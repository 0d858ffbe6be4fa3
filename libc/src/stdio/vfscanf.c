#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include "stdio_impl.h"
#include "printf_impl.h"

/* The scanf engine, over a FILE (sscanf gives it a string FILE). Large
 * because every conversion lives here. Where the standard leaves room,
 * glibc's behaviour is followed:
 *  - one character of pushback: "100ergs" with %f consumes "100e" and
 *    converts the 100 (glibc accepts what strtod accepts of the lexeme);
 *  - "inf" followed by 'i' must go on to "infinity";
 *  - integers convert like strtol/strtoul (long) and are then truncated
 *    to the target size;
 *  - %c reaching EOF after some characters stores what it read. */


enum { S_HH = -2, S_H = -1, S_I = 0, S_L = 1, S_LL = 2, S_LD = 3 };

struct in {
	FILE *f;
	size_t cnt; /* characters consumed, for %n */
};

static inline int get(struct in *in)
{
	FILE *f = in->f;
	int c = f->rpos != f->rend ? *f->rpos++ : __uflow(f);
	if (c != EOF) in->cnt++;
	return c;
}

/* Give back the character just read. It is normally still in memory
 * just before rpos (written back only if not: an unbuffered stream's
 * UNGET area), which keeps sscanf's string read-only. */
static inline void unget(struct in *in, int c)
{
	if (c == EOF) return;
	FILE *f = in->f;
	if (f->rpos[-1] != (unsigned char)c) f->rpos[-1] = c;
	f->rpos--;
	in->cnt--;
}

static inline int isspc(int c)
{
	return c == ' ' || (unsigned)c - '\t' < 5;
}

static void skipspace(struct in *in)
{
	int c;
	while (isspc(c = get(in)));
	unget(in, c);
}

static void store_int(void *dest, int size, uintmax_t v)
{
	if (!dest) return;
	switch (size) {
	case S_HH: *(char *)dest = v; break;
	case S_H: *(short *)dest = v; break;
	case S_I: *(int *)dest = v; break;
	case S_L: *(long *)dest = v; break;
	case S_LL: *(long long *)dest = v; break;
	}
}

static int digitval(int c)
{
	if ((unsigned)c - '0' < 10) return c - '0';
	c |= 32;
	if ((unsigned)c - 'a' < 26) return c - 'a' + 10;
	return 99;
}

/* A growing buffer for %m, float lexemes and wide conversions. */
struct buf {
	char *p;
	size_t len, cap;
	char local[128];
	int heap;
};

static int buf_put(struct buf *b, const void *s, size_t n)
{
	if (b->len + n > b->cap) {
		size_t cap = 2 * b->cap + n;
		char *p = b->heap ? realloc(b->p, cap) : malloc(cap);
		if (!p) return -1;
		if (!b->heap) memcpy(p, b->p, b->len);
		b->p = p;
		b->cap = cap;
		b->heap = 1;
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	return 0;
}

static void buf_init(struct buf *b)
{
	b->p = b->local;
	b->len = 0;
	b->cap = sizeof b->local;
	b->heap = 0;
}

static void buf_free(struct buf *b)
{
	if (b->heap) free(b->p);
}

/* Read an integer of BASE (0: by prefix) within WIDTH characters.
 * Returns 0 on a matching failure. */
static int scan_int(struct in *in, int base, size_t width, int is_signed, uintmax_t *out)
{
	int c, neg = 0, any = 0, ovf = 0;
	uintmax_t v = 0, lim;

	c = get(in);
	if ((c == '+' || c == '-') && width) {
		neg = c == '-';
		width--;
		c = get(in);
	}
	if (width && c == '0' && (base == 0 || base == 16)) {
		any = 1;
		width--;
		c = get(in);
		if (width && (c | 32) == 'x') {
			width--;
			c = get(in);
			base = 16;
		} else if (!base) {
			base = 8;
		}
	}
	if (!base) base = 10;
	/* strtol's range: long for signed conversions, unsigned long
	 * (negated afterwards) for the others. */
	lim = is_signed ? (uintmax_t)LONG_MAX + neg : ULONG_MAX;
	for (; width && digitval(c) < base; width--, c = get(in)) {
		any = 1;
		unsigned d = digitval(c);
		if (v > (lim - d) / base) ovf = 1;
		else v = v * base + d;
	}
	unget(in, c);
	if (!any) return 0;
	if (ovf) {
		errno = ERANGE;
		v = lim;
		if (!is_signed) neg = 0;
	}
	*out = neg ? -v : v;
	return 1;
}

/* Collect a floating-point lexeme (strtod's syntax) within WIDTH and
 * convert it. Returns 0 on a matching failure, -1 out of memory. */
static int scan_float(struct in *in, size_t width, int size, void *dest)
{
	struct buf b;
	int c, r = 0, hex = 0, digits = 0;
	char ch;

	buf_init(&b);
#define TAKE() do { ch = c; if (buf_put(&b, &ch, 1)) goto nomem; width--; c = width ? get(in) : EOF; } while (0)
	c = get(in);
	if (width && (c == '+' || c == '-')) TAKE();
	if (width && (c | 32) == 'i') {
		static const char inf[] = "infinity";
		int i = 0;
		while (i < 8 && width && (c | 32) == inf[i]) { TAKE(); i++; }
		/* "inf" alone, or all of "infinity"; glibc commits to the long
		 * form once the 'i' after "inf" is seen. */
		if (i != 3 && i != 8) goto fail;
	} else if (width && (c | 32) == 'n') {
		static const char nan[] = "nan";
		int i = 0;
		while (i < 3 && width && (c | 32) == nan[i]) { TAKE(); i++; }
		if (i != 3) goto fail;
	} else {
		if (width && c == '0') {
			TAKE();
			digits = 1;
			if (width && (c | 32) == 'x') {
				TAKE();
				hex = 1;
				digits = 0;
			}
		}
		int base = hex ? 16 : 10;
		for (; width && digitval(c) < base; digits++) TAKE();
		if (width && c == '.') {
			TAKE();
			for (; width && digitval(c) < base; digits++) TAKE();
		}
		if (!digits) goto fail;
		if (width && (c | 32) == (hex ? 'p' : 'e')) {
			TAKE();
			if (width && (c == '+' || c == '-')) TAKE();
			while (width && (unsigned)c - '0' < 10) TAKE();
		}
	}
	unget(in, c);
	ch = 0;
	if (buf_put(&b, &ch, 1)) goto nomem;
	char *end;
	long double x;
	if (size == S_LD) x = strtold(b.p, &end);
	else if (size == S_L) x = strtod(b.p, &end);
	else x = strtof(b.p, &end);
	/* Like glibc: the part strtod did not take is consumed anyway. */
	if (end == b.p) goto out;
	if (dest) {
		if (size == S_LD) *(long double *)dest = x;
		else if (size == S_L) *(double *)dest = x;
		else *(float *)dest = x;
	}
	r = 1;
	goto out;
fail:
	unget(in, c);
	goto out;
nomem:
	r = -1;
out:
	buf_free(&b);
	return r;
#undef TAKE
}

/* %[ set: a 257-entry table, index c+1 so EOF is never in the set. */
static const char *parse_set(const char *p, unsigned char *set)
{
	int neg = 0;
	if (*p == '^') neg = 1, p++;
	memset(set, neg, 257);
	set[0] = 0;
	if (*p == ']') set[1 + ']'] = !neg, p++;
	else if (*p == '-') set[1 + '-'] = !neg, p++;
	for (; *p && *p != ']'; p++) {
		if (*p == '-' && p[1] && p[1] != ']') {
			for (int c = (unsigned char)p[-1]; c <= (unsigned char)p[1]; c++) set[1 + c] = !neg;
			p++;
			continue;
		}
		set[1 + (unsigned char)*p] = !neg;
	}
	return p;
}

static void *arg_n(va_list ap, int n)
{
	va_list ap2;
	void *p;
	va_copy(ap2, ap);
	while (--n > 0) va_arg(ap2, void *);
	p = va_arg(ap2, void *);
	va_end(ap2);
	return p;
}

int __vfscanf_unlocked(FILE *f, const char *restrict fmt, va_list ap)
{
	struct in in = { .f = f };
	const unsigned char *p;
	unsigned char set[257];
	int matches = 0, c;
	va_list seq;

	va_copy(seq, ap);
	if (!f->rpos) __toread(f);
	if (!f->rpos) goto input_fail;

	for (p = (const unsigned char *)fmt; *p; p++) {
		if (isspc(*p)) {
			while (isspc(p[1])) p++;
			skipspace(&in);
			continue;
		}
		if (*p != '%' || p[1] == '%') {
			if (*p == '%') {
				p++;
				skipspace(&in);
			}
			c = get(&in);
			if (c != *p) {
				unget(&in, c);
				if (c == EOF) goto input_fail;
				goto match_fail;
			}
			continue;
		}

		/* %[n$|*][width][m][length]conv */
		p++;
		void *dest = 0;
		int suppress = 0, alloc = 0, size = S_I;
		size_t width = 0;
		if (*p == '*') {
			suppress = 1;
			p++;
		} else if ((unsigned)*p - '0' < 10 && p[1] == '$') {
			dest = arg_n(ap, *p - '0');
			p += 2;
		} else if ((unsigned)*p - '0' < 10) {
			const unsigned char *q = p;
			int n = 0;
			while ((unsigned)*q - '0' < 10) n = 10 * n + (*q++ - '0');
			if (*q == '$') {
				dest = arg_n(ap, n);
				p = q + 1;
			} else {
				dest = va_arg(seq, void *);
			}
		} else {
			dest = va_arg(seq, void *);
		}
		for (; (unsigned)*p - '0' < 10; p++) width = 10 * width + (*p - '0');
		if (*p == 'm') {
			alloc = !suppress;
			p++;
		}
		switch (*p++) {
		case 'h':
			if (*p == 'h') p++, size = S_HH;
			else size = S_H;
			break;
		case 'l':
			if (*p == 'l') p++, size = S_LL;
			else size = S_L;
			break;
		case 'j': case 'q': size = S_LL; break;
		case 'z': case 't': size = S_L; break;
		case 'L': size = S_LD; break;
		default: p--;
		}
		if (suppress) dest = 0;
		int conv = *p;
		if (!conv) goto match_fail;
		if (conv == 'C') conv = 'c', size = S_L;
		if (conv == 'S') conv = 's', size = S_L;

		if (conv == 'n') {
			store_int(dest, size, in.cnt);
			continue;
		}
		if (conv != 'c' && conv != '[') skipspace(&in);

		switch (conv) {
		case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'p': {
			uintmax_t v;
			int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
			c = get(&in);
			if (c == '(' && conv == 'p') {
				/* glibc prints a null pointer as "(nil)" and reads it
				 * back. */
				const char *q = "nil)";
				while (*q && (c = get(&in)) == *q) q++;
				if (*q) {
					unget(&in, c);
					goto match_fail;
				}
				if (dest) *(void **)dest = 0;
				break;
			}
			unget(&in, c);
			if (c == EOF) goto input_fail;
			if (!scan_int(&in, base, width ? width : SIZE_MAX, conv == 'd' || conv == 'i', &v))
				goto match_fail;
			if (conv == 'p') {
				if (dest) *(void **)dest = (void *)(uintptr_t)v;
			} else {
				store_int(dest, size, v);
			}
			break;
		}
		case 'a': case 'A': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
			c = get(&in);
			unget(&in, c);
			if (c == EOF) goto input_fail;
			int r = scan_float(&in, width ? width : SIZE_MAX, size == S_I ? S_I : size, dest);
			if (r < 0) goto nomem;
			if (!r) goto match_fail;
			break;
		}
		case 'c': case 's': case '[': {
			struct buf b;
			size_t n = 0;
			int wide = size == S_L;
			mbstate_t st = { 0 };
			if (conv == '[') {
				p = (const unsigned char *)parse_set((const char *)p + 1, set);
				if (!*p) goto match_fail;
			}
			if (conv == 'c' && !width) width = 1;
			if (!width) width = SIZE_MAX;
			buf_init(&b);
			char *out = alloc ? 0 : dest;
			for (; n < width; n++) {
				c = get(&in);
				if (c == EOF) break;
				if (conv == 's' ? isspc(c) : conv == '[' ? !set[c + 1] : 0) {
					unget(&in, c);
					break;
				}
				if (wide) {
					/* Whole characters: a multibyte sequence counts as
					 * one toward the width. */
					char ch = c;
					wchar_t wc;
					size_t k = mbrtowc(&wc, &ch, 1, &st);
					if (k == (size_t)-1) goto ilseq;
					if (k == (size_t)-2) {
						n--;
						continue;
					}
					if (!k) wc = 0;
					if (alloc) {
						if (buf_put(&b, &wc, sizeof wc)) goto nomem2;
					} else if (out) {
						((wchar_t *)out)[n] = wc;
					}
				} else if (alloc) {
					char ch = c;
					if (buf_put(&b, &ch, 1)) goto nomem2;
				} else if (out) {
					out[n] = c;
				}
			}
			if (!n) {
				buf_free(&b);
				if (c == EOF) goto input_fail;
				goto match_fail;
			}
			if (conv != 'c') {
				/* s and [ are strings. */
				if (wide) {
					wchar_t z = 0;
					if (alloc) { if (buf_put(&b, &z, sizeof z)) goto nomem2; }
					else if (out) ((wchar_t *)out)[n] = 0;
				} else {
					char z = 0;
					if (alloc) { if (buf_put(&b, &z, 1)) goto nomem2; }
					else if (out) out[n] = 0;
				}
			}
			if (alloc) {
				char *res;
				if (b.heap) res = b.p;
				else if ((res = malloc(b.len ? b.len : 1))) memcpy(res, b.p, b.len);
				else goto nomem2;
				*(char **)dest = res;
			} else {
				buf_free(&b);
			}
			break;
		ilseq:
			buf_free(&b);
			errno = EILSEQ;
			goto match_fail;
		nomem2:
			buf_free(&b);
			goto nomem;
		}
		default:
			goto match_fail;
		}
		if (dest) matches++;
	}
	va_end(seq);
	return matches;
nomem:
	errno = ENOMEM;
	va_end(seq);
	return matches ? matches : -1;
input_fail:
	va_end(seq);
	/* Input ran out before anything was assigned: EOF (as glibc, even
	 * after a suppressed conversion). */
	return matches ? matches : EOF;
match_fail:
	va_end(seq);
	return matches;
}

int vfscanf(FILE *restrict f, const char *restrict fmt, va_list ap)
{
	int r;
	FLOCK(f);
	r = __vfscanf_unlocked(f, fmt, ap);
	FUNLOCK(f);
	return r;
}
