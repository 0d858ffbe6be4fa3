#include <stdarg.h>
#include <string.h>
#include <limits.h>
#include <stdint.h>
#include <errno.h>
#include "stdio_impl.h"
#include "printf_impl.h"
#include "fmt_float.h"

/* The printf engine. Large because it is the one place every conversion
 * lives; the narrow functions (printf, snprintf, dprintf, asprintf...) are
 * thin wrappers and the wide ones reuse the parser and argument fetching
 * from here (printf_impl.h).
 *
 * Speed: literal runs and each converted field go into the FILE buffer
 * with one memcpy (out); digits are produced two at a time into a small
 * stack buffer. No per-character calls. */

static inline void out(FILE *f, const char *s, size_t l)
{
	if (f->flags & F_ERR) return;
	if (l <= (size_t)(f->wend - f->wpos) && (f->lbf < 0 || !memchr(s, '\n', l))) {
		memcpy(f->wpos, s, l);
		f->wpos += l;
		return;
	}
	__fwritex((const unsigned char *)s, l, f);
}

static void pad(FILE *f, char c, int n)
{
	char b[128];
	if (n <= 0) return;
	memset(b, c, n < (int)sizeof b ? n : (int)sizeof b);
	for (; n >= (int)sizeof b; n -= sizeof b) out(f, b, sizeof b);
	out(f, b, n);
}

static const char digits2[200] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

/* Digits of X in BASE, written backwards ending at END; returns start. */
char *__printf_utoa(uintmax_t x, char *end, int base, int upper)
{
	char *s = end;
	if (base == 10) {
		while (x >= 100) {
			unsigned r = x % 100;
			x /= 100;
			s -= 2;
			s[0] = digits2[2 * r];
			s[1] = digits2[2 * r + 1];
		}
		if (x >= 10) {
			s -= 2;
			s[0] = digits2[2 * x];
			s[1] = digits2[2 * x + 1];
		} else {
			*--s = '0' + x;
		}
	} else if (base == 16) {
		const char *xd = upper ? "0123456789ABCDEF" : "0123456789abcdef";
		do *--s = xd[x & 15]; while (x >>= 4);
	} else if (base == 8) {
		do *--s = '0' + (x & 7); while (x >>= 3);
	} else {
		do *--s = '0' + (x & 1); while (x >>= 1);
	}
	return s;
}

/* Parse one conversion specification; S points just past the '%'.
 * Returns the position after the conversion character, or 0 for a
 * number too large for int (EOVERFLOW). */
static int getnum(const char **ps, int *v)
{
	const char *s = *ps;
	int n = 0;
	for (; *s >= '0' && *s <= '9'; s++) {
		if (n > (INT_MAX - (*s - '0')) / 10) return -1;
		n = 10 * n + (*s - '0');
	}
	*ps = s;
	*v = n;
	return 0;
}

const char *__printf_parse(const char *s, struct pf_spec *sp)
{
	int n;
	const char *t;

	sp->flags = 0;
	sp->width = 0;
	sp->prec = -1;
	sp->warg = sp->parg = sp->argpos = 0;
	sp->len = PF_NONE;

	/* n$ */
	t = s;
	if (*t >= '1' && *t <= '9') {
		if (getnum(&t, &n)) return 0;
		if (*t == '$') {
			sp->argpos = n;
			s = t + 1;
		}
	}
	for (;; s++) {
		switch (*s) {
		case '-': sp->flags |= FMT_LEFT; continue;
		case '+': sp->flags |= FMT_PLUS; continue;
		case ' ': sp->flags |= FMT_SPACE; continue;
		case '#': sp->flags |= FMT_ALT; continue;
		case '0': sp->flags |= FMT_ZERO; continue;
		case '\'': sp->flags |= FMT_GROUP; continue;
		case 'I': continue; /* glibc: locale digits; none in C */
		}
		break;
	}
	if (*s == '*') {
		s++;
		sp->warg = -1;
		t = s;
		if (*t >= '1' && *t <= '9') {
			if (getnum(&t, &n)) return 0;
			if (*t == '$') {
				sp->warg = n;
				s = t + 1;
			}
		}
	} else if (getnum(&s, &sp->width)) {
		return 0;
	}
	if (*s == '.') {
		s++;
		if (*s == '*') {
			s++;
			sp->parg = -1;
			t = s;
			if (*t >= '1' && *t <= '9') {
				if (getnum(&t, &n)) return 0;
				if (*t == '$') {
					sp->parg = n;
					s = t + 1;
				}
			}
		} else if (getnum(&s, &sp->prec)) {
			return 0;
		}
	}
	switch (*s) {
	case 'h':
		if (*++s == 'h') s++, sp->len = PF_HH;
		else sp->len = PF_H;
		break;
	case 'l':
		if (*++s == 'l') s++, sp->len = PF_LL;
		else sp->len = PF_L;
		break;
	case 'q': s++; sp->len = PF_LL; break;
	case 'L': s++; sp->len = PF_BIGL; break;
	case 'j': s++; sp->len = PF_J; break;
	case 'z': case 'Z': s++; sp->len = PF_Z; break;
	case 't': s++; sp->len = PF_T; break;
	}
	sp->conv = *s;
	return *s ? s + 1 : s;
}

/* How the value of a conversion is passed. */
int __printf_argtype(const struct pf_spec *sp)
{
	switch (sp->conv) {
	case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'b': case 'B':
		return (sp->len == PF_NONE || sp->len == PF_H || sp->len == PF_HH) ? PA_INT : PA_LONG;
	case 'c': case 'C':
		return PA_INT;
	case 's': case 'S': case 'p': case 'n':
		return PA_PTR;
	case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
		return sp->len == PF_BIGL ? PA_LDBL : PA_DBL;
	}
	return PA_NONE;
}

void __printf_fetch(union pf_arg *a, int type, va_list *ap)
{
	switch (type) {
	case PA_INT: a->i = (uintmax_t)(intmax_t)va_arg(*ap, int); break;
	case PA_LONG: a->i = va_arg(*ap, uintmax_t); break;
	case PA_PTR: a->p = va_arg(*ap, void *); break;
	case PA_DBL: a->f = va_arg(*ap, double); break;
	case PA_LDBL: a->f = va_arg(*ap, long double); break;
	}
}

/* Positional arguments (%n$, *m$): the whole format is scanned for each
 * argument's type, then all are fetched in order from a fresh copy of
 * the va_list. Conversions without n$ take the next index, so a format
 * mixing both works the way glibc's does. Returns 0, or -1 (EINVAL)
 * for an index beyond PF_ARGMAX. */
int __printf_positional(const char *fmt, union pf_arg *args, va_list *ap)
{
	unsigned char types[PF_ARGMAX + 1];
	struct pf_spec sp;
	int next = 1, max = 0, i;

	memset(types, PA_NONE, sizeof types);
	while ((fmt = strchr(fmt, '%'))) {
		if (!(fmt = __printf_parse(fmt + 1, &sp))) break;
		if (sp.conv == '%' || !sp.conv) continue;
		int idx[3] = { sp.warg, sp.parg, 0 }, ty[3] = { PA_INT, PA_INT, __printf_argtype(&sp) };
		if (ty[2] != PA_NONE) idx[2] = sp.argpos ? sp.argpos : -1;
		for (i = 0; i < 3; i++) {
			if (!idx[i]) continue;
			int k = idx[i] < 0 ? next++ : idx[i];
			if (k > PF_ARGMAX) {
				errno = EINVAL;
				return -1;
			}
			types[k] = ty[i];
			if (k > max) max = k;
		}
	}
	/* An index the format never names is taken as int, like glibc. */
	for (i = 1; i <= max; i++)
		__printf_fetch(&args[i], types[i] == PA_NONE ? PA_INT : types[i], ap);
	return 0;
}

static int float_out(void *ctx, const char *s, size_t l)
{
	FILE *f = ctx;
	out(f, s, l);
	return (f->flags & F_ERR) != 0;
}

/* Field of L bytes from S padded to WIDTH with spaces. */
static void field(FILE *f, const char *s, size_t l, int width, unsigned flags)
{
	int p = width > 0 && (size_t)width > l ? width - (int)l : 0;
	if (!(flags & FMT_LEFT)) pad(f, ' ', p);
	out(f, s, l);
	if (flags & FMT_LEFT) pad(f, ' ', p);
}

#define ADD(n) do { size_t n_ = (n); if (n_ > (size_t)(INT_MAX - cnt)) goto overflow; cnt += n_; } while (0)

static int printf_core(FILE *f, const char *fmt, va_list *ap)
{
	va_list orig;
	union pf_arg argv[PF_ARGMAX + 1], a;
	int positional = 0, next = 1, cnt = 0, save_errno = errno;
	struct pf_spec sp;
	char buf[sizeof(uintmax_t) * 8 + 8], ebuf[STRERROR_BUF];
	const char *s, *spec;
	size_t l;

	const char *fmt0 = fmt;

	va_copy(orig, *ap);
	for (;;) {
		for (s = fmt; *s && *s != '%'; s++);
		if (s != fmt) {
			l = s - fmt;
			ADD(l);
			out(f, fmt, l);
		}
		if (!*s) break;
		spec = s;
		if (!(fmt = __printf_parse(s + 1, &sp))) goto overflow;
		if (sp.conv == '%') {
			ADD(1);
			out(f, "%", 1);
			continue;
		}
		if (!positional && (sp.argpos > 0 || sp.warg > 0 || sp.parg > 0)) {
			va_list tmp;
			va_copy(tmp, orig);
			int r = __printf_positional(fmt0, argv, &tmp);
			va_end(tmp);
			if (r) goto fail;
			positional = 1;
		}

		/* Width and precision from arguments. */
		if (sp.warg) {
			if (positional) a = argv[sp.warg > 0 ? sp.warg : next++];
			else __printf_fetch(&a, PA_INT, ap), next++;
			int w = (int)a.i;
			if (w < 0) {
				sp.flags |= FMT_LEFT;
				if (w == INT_MIN) goto overflow;
				w = -w;
			}
			sp.width = w;
		}
		if (sp.parg) {
			if (positional) a = argv[sp.parg > 0 ? sp.parg : next++];
			else __printf_fetch(&a, PA_INT, ap), next++;
			sp.prec = (int)a.i < 0 ? -1 : (int)a.i;
		}
		int type = __printf_argtype(&sp);
		if (type != PA_NONE) {
			if (positional) a = argv[sp.argpos > 0 ? sp.argpos : next++];
			else __printf_fetch(&a, type, ap), next++;
		}

		int base = 10, upper = 0, neg = 0;
		uintmax_t v;
		const char *prefix = "";
		switch (sp.conv) {
		case 'd': case 'i':
			v = a.i;
			switch (sp.len) {
			case PF_HH: v = (intmax_t)(signed char)v; break;
			case PF_H: v = (intmax_t)(short)v; break;
			case PF_NONE: v = (intmax_t)(int)v; break;
			default: break;
			}
			if ((intmax_t)v < 0) {
				neg = 1;
				v = -v;
			}
			prefix = neg ? "-" : (sp.flags & FMT_PLUS) ? "+" : (sp.flags & FMT_SPACE) ? " " : "";
			goto number;
		case 'p':
			if (!a.p) {
				/* glibc prints the whole "(nil)" whatever the precision. */
				ADD(sp.width > 5 ? sp.width : 5);
				field(f, "(nil)", 5, sp.width, sp.flags);
				continue;
			}
			v = (uintptr_t)a.p;
			base = 16;
			prefix = (sp.flags & FMT_PLUS) ? "+0x" : (sp.flags & FMT_SPACE) ? " 0x" : "0x";
			goto number;
		case 'X': upper = 1; /* fall through */
		case 'x': base = 16; goto unsig;
		case 'o': base = 8; goto unsig;
		case 'B': upper = 1; /* fall through */
		case 'b': base = 2; goto unsig;
		case 'u':
		unsig:
			v = a.i;
			switch (sp.len) {
			case PF_HH: v = (unsigned char)v; break;
			case PF_H: v = (unsigned short)v; break;
			case PF_NONE: v = (unsigned)v; break;
			default: break;
			}
			if ((sp.flags & FMT_ALT) && v) {
				if (base == 16) prefix = upper ? "0X" : "0x";
				else if (base == 2) prefix = upper ? "0B" : "0b";
			}
		number: {
			char *e = buf + sizeof buf, *d = __printf_utoa(v, e, base, upper);
			int dl = e - d, pl = prefix[0] ? (prefix[1] ? (prefix[2] ? 3 : 2) : 1) : 0, z;
			if (sp.prec == 0 && !v) dl = 0;
			z = sp.prec > dl ? sp.prec - dl : 0;
			if (base == 8 && (sp.flags & FMT_ALT) && !z && (!dl || *d != '0')) z = 1;
			if ((sp.flags & (FMT_ZERO | FMT_LEFT)) == FMT_ZERO && sp.prec < 0 && sp.width > pl + z + dl)
				z = sp.width - pl - dl;
			size_t total = (size_t)pl + z + dl;
			int p = (size_t)sp.width > total ? sp.width - (int)total : 0;
			ADD(total + p);
			if (!p && !z) {
				/* The common case: sign and digits in one piece. */
				if (pl) memcpy(d -= pl, prefix, pl);
				out(f, d, dl + pl);
				continue;
			}
			if (p && !(sp.flags & FMT_LEFT)) pad(f, ' ', p);
			if (pl) out(f, prefix, pl);
			if (z) pad(f, '0', z);
			out(f, d, dl);
			if (p && (sp.flags & FMT_LEFT)) pad(f, ' ', p);
			continue;
		}
		case 'c':
			if (sp.len != PF_L) {
				buf[0] = (char)a.i;
				ADD(sp.width > 1 ? sp.width : 1);
				field(f, buf, 1, sp.width, sp.flags);
				continue;
			}
			/* fall through */
		case 'C': {
			mbstate_t st = { 0 };
			size_t n = wcrtomb(buf, (wchar_t)a.i, &st);
			if (n == (size_t)-1) goto fail;
			ADD((size_t)sp.width > n ? (size_t)sp.width : n);
			field(f, buf, n, sp.width, sp.flags);
			continue;
		}
		case 'm':
			s = __strerror_buf(save_errno, ebuf);
			goto string;
		case 's':
			if (sp.len == PF_L) goto wstring;
			s = a.p;
			if (!s) s = (sp.prec < 0 || sp.prec >= 6) ? "(null)" : "";
		string:
			l = sp.prec < 0 ? strlen(s) : strnlen(s, sp.prec);
			ADD((size_t)sp.width > l ? (size_t)sp.width : l);
			field(f, s, l, sp.width, sp.flags);
			continue;
		case 'S':
		wstring: {
			const wchar_t *ws = a.p;
			mbstate_t st = { 0 };
			size_t n;
			if (!ws) {
				s = (sp.prec < 0 || sp.prec >= 6) ? "(null)" : "";
				goto string;
			}
			/* Count the bytes first (whole characters within the
			 * precision) so the padding can go before them. Once
			 * the precision is reached nothing more is read: C
			 * says the array need not go on (nor be terminated),
			 * so what follows may be anything. */
			l = 0;
			for (const wchar_t *w = ws; *w; w++) {
				if (sp.prec >= 0 && l == (size_t)sp.prec) break;
				n = wcrtomb(buf, *w, &st);
				if (n == (size_t)-1) goto fail;
				if (sp.prec >= 0 && l + n > (size_t)sp.prec) break;
				l += n;
			}
			ADD((size_t)sp.width > l ? (size_t)sp.width : l);
			int p = (size_t)sp.width > l ? sp.width - (int)l : 0;
			if (!(sp.flags & FMT_LEFT)) pad(f, ' ', p);
			memset(&st, 0, sizeof st);
			for (size_t done = 0; done < l; ws++) {
				n = wcrtomb(buf, *ws, &st);
				out(f, buf, n);
				done += n;
			}
			if (sp.flags & FMT_LEFT) pad(f, ' ', p);
			continue;
		}
		case 'n':
			switch (sp.len) {
			case PF_HH: *(signed char *)a.p = cnt; break;
			case PF_H: *(short *)a.p = cnt; break;
			case PF_NONE: *(int *)a.p = cnt; break;
			default: *(long long *)a.p = cnt; break;
			}
			continue;
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
			unsigned fl = sp.flags | (sp.len == PF_BIGL ? FMT_LDBL : 0);
			int r = __fmt_float(float_out, f, a.f, sp.width, sp.prec, fl, sp.conv);
			if (r < 0) {
				if (f->flags & F_ERR) goto fail;
				goto overflow;
			}
			ADD(r);
			continue;
		}
		default:
			/* Not a conversion: printed as written, as glibc does. */
			l = fmt - spec;
			ADD(l);
			out(f, spec, l);
			if (!sp.conv) goto done;
			continue;
		}
	}
done:
	va_end(orig);
	return cnt;
overflow:
	errno = EOVERFLOW;
fail:
	va_end(orig);
	return -1;
}

/* With the stream locked and set for writing. */
int __vfprintf_unlocked(FILE *f, const char *restrict fmt, va_list ap)
{
	va_list ap2;
	int ret, olderr = f->flags & F_ERR;

	f->flags &= ~F_ERR;
	if (!f->wend && __towrite(f)) {
		f->flags |= olderr;
		return -1;
	}
	va_copy(ap2, ap);
	ret = printf_core(f, fmt, &ap2);
	va_end(ap2);
	if (f->flags & F_ERR) ret = -1;
	f->flags |= olderr;
	return ret;
}

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap)
{
	unsigned char internal[512], *saved = 0;
	int ret;

	FLOCK(f);
	/* An unbuffered stream gets a temporary buffer so one printf is one
	 * write, not one per field. */
	if (!f->buf_size && !(f->flags & F_NOWR)) {
		saved = f->buf;
		f->buf = internal;
		f->buf_size = sizeof internal;
		f->wpos = f->wbase = f->wend = 0;
	}
	ret = __vfprintf_unlocked(f, fmt, ap);
	if (saved) {
		if (f->wpos != f->wbase) f->write(f, 0, 0);
		if (!f->wpos && ret >= 0) ret = -1;
		f->buf = saved;
		f->buf_size = 0;
		f->wpos = f->wbase = f->wend = 0;
	}
	FUNLOCK(f);
	return ret;
}
