#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <wchar.h>
#include "stdio_impl.h"
#include "printf_impl.h"
#include "fmt_float.h"

/* The wide printf engine. Conversion specifications are ASCII, so the
 * format is narrowed one wide character to one byte and parsed by the
 * narrow parser at the same offsets (positional arguments included).
 * Numbers are formatted by the narrow engine into a small buffer and
 * widened; strings and characters are handled here so that width and
 * precision count wide characters, as C requires. Output goes through a
 * sink: a FILE (vfwprintf) or a wchar_t array (vswprintf). */

struct wsink {
	FILE *f;          /* or null: the array below */
	wchar_t *ws;
	size_t pos, cap;  /* array: next index, room for characters */
	int full;
};

static void wout(struct wsink *k, const wchar_t *s, size_t n)
{
	if (k->f) {
		for (size_t i = 0; i < n && !(k->f->flags & F_ERR); i++)
			__fputwc_unlocked(s[i], k->f);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		if (k->pos < k->cap) k->ws[k->pos++] = s[i];
		else k->full = 1;
	}
}

static void wpad(struct wsink *k, wchar_t c, int n)
{
	wchar_t b[32];
	for (int i = 0; i < 32; i++) b[i] = c;
	for (; n > 0; n -= 32) wout(k, b, n < 32 ? n : 32);
}

/* ASCII bytes to wide characters, in chunks. */
static void wout_ascii(struct wsink *k, const char *s, size_t n)
{
	wchar_t b[64];
	while (n) {
		size_t m = n < 64 ? n : 64;
		for (size_t i = 0; i < m; i++) b[i] = (unsigned char)s[i];
		wout(k, b, m);
		s += m;
		n -= m;
	}
}

#define ADD(n) do { size_t n_ = (n); if (n_ > (size_t)(INT_MAX - cnt)) goto overflow; cnt += n_; } while (0)

static int wprintf_core(struct wsink *k, const wchar_t *wfmt, va_list *ap)
{
	size_t flen = wcslen(wfmt);
	char local[256], *nfmt = local;
	union pf_arg argv[PF_ARGMAX + 1], a;
	int positional = 0, next = 1, cnt = 0, save_errno = errno, ret = -1;
	char ebuf[STRERROR_BUF];
	struct pf_spec sp;
	va_list orig;

	if (flen >= sizeof local && !(nfmt = malloc(flen + 1))) return -1;
	for (size_t i = 0; i <= flen; i++)
		nfmt[i] = (unsigned)wfmt[i] < 128 ? wfmt[i] : 1;

	va_copy(orig, *ap);
	const char *fmt = nfmt, *s, *spec;
	for (;;) {
		for (s = fmt; *s && *s != '%'; s++);
		if (s != fmt) {
			ADD(s - fmt);
			wout(k, wfmt + (fmt - nfmt), s - fmt);
		}
		if (!*s) break;
		spec = s;
		if (!(fmt = __printf_parse(s + 1, &sp))) goto overflow;
		if (sp.conv == '%') {
			ADD(1);
			wout(k, L"%", 1);
			continue;
		}
		if (!positional && (sp.argpos > 0 || sp.warg > 0 || sp.parg > 0)) {
			va_list tmp;
			va_copy(tmp, orig);
			int r = __printf_positional(nfmt, argv, &tmp);
			va_end(tmp);
			if (r) goto done;
			positional = 1;
		}
		if (sp.warg) {
			if (positional) a = argv[sp.warg > 0 ? sp.warg : next++];
			else __printf_fetch(&a, PA_INT, ap), next++;
			int w = (int)a.i;
			if (w < 0) {
				if (w == INT_MIN) goto overflow;
				sp.flags |= FMT_LEFT;
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

		int conv = sp.conv;
		if (conv == 'C') conv = 'c', sp.len = PF_L;
		if (conv == 'S') conv = 's', sp.len = PF_L;
		switch (conv) {
		case 'c': {
			wchar_t wc = sp.len == PF_L ? (wchar_t)a.i : (wchar_t)btowc((unsigned char)a.i);
			int p = sp.width > 1 ? sp.width - 1 : 0;
			ADD(1 + p);
			if (!(sp.flags & FMT_LEFT)) wpad(k, ' ', p);
			wout(k, &wc, 1);
			if (sp.flags & FMT_LEFT) wpad(k, ' ', p);
			continue;
		}
		case 'm':
			a.p = (void *)__strerror_buf(save_errno, ebuf);
			sp.len = PF_NONE;
			/* fall through */
		case 's': {
			size_t n;
			const char *ns = 0;
			const wchar_t *ws = 0;
			if (sp.len == PF_L) ws = a.p;
			else ns = a.p;
			if (!ws && !ns) {
				ns = (sp.prec < 0 || sp.prec >= 6) ? "(null)" : "";
			}
			if (ws) {
				for (n = 0; (sp.prec < 0 || n < (size_t)sp.prec) && ws[n]; n++);
			} else {
				/* Count the characters of the multibyte string first,
				 * for the padding. */
				mbstate_t st = { 0 };
				const char *q = ns;
				for (n = 0; (sp.prec < 0 || n < (size_t)sp.prec) && *q; n++) {
					size_t l = mbrtowc(0, q, MB_LEN_MAX, &st);
					if (l == (size_t)-1 || l == (size_t)-2) {
						errno = EILSEQ;
						goto done;
					}
					q += l;
				}
			}
			int p = (size_t)sp.width > n ? sp.width - (int)n : 0;
			ADD(n + p);
			if (!(sp.flags & FMT_LEFT)) wpad(k, ' ', p);
			if (ws) {
				wout(k, ws, n);
			} else {
				mbstate_t st = { 0 };
				for (size_t i = 0; i < n; i++) {
					wchar_t wc;
					ns += mbrtowc(&wc, ns, MB_LEN_MAX, &st);
					wout(k, &wc, 1);
				}
			}
			if (sp.flags & FMT_LEFT) wpad(k, ' ', p);
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
		case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'b': case 'B': case 'p':
		case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
			/* Rebuild the specification with the numbers resolved and
			 * let the narrow engine format it. */
			char one[64], *o = one, tmp[128], *t = tmp;
			*o++ = '%';
			if (sp.flags & FMT_LEFT) *o++ = '-';
			if (sp.flags & FMT_PLUS) *o++ = '+';
			if (sp.flags & FMT_SPACE) *o++ = ' ';
			if (sp.flags & FMT_ALT) *o++ = '#';
			if (sp.flags & FMT_ZERO) *o++ = '0';
			int r;
			char *e = o;
			/* Width and precision as decimal. */
			{
				char nb[24], *q;
				if (sp.width > 0) {
					q = __printf_utoa(sp.width, nb + sizeof nb, 10, 0);
					memcpy(e, q, nb + sizeof nb - q);
					e += nb + sizeof nb - q;
				}
				if (sp.prec >= 0) {
					*e++ = '.';
					q = __printf_utoa(sp.prec, nb + sizeof nb, 10, 0);
					memcpy(e, q, nb + sizeof nb - q);
					e += nb + sizeof nb - q;
				}
			}
			int isfloat = type == PA_DBL || type == PA_LDBL;
			if (isfloat) *e++ = 'L';
			else if (conv != 'p') *e++ = 'j';
			*e++ = conv;
			*e = 0;
			uintmax_t v = a.i;
			if (!isfloat && conv != 'p') {
				int sgn = conv == 'd' || conv == 'i';
				switch (sp.len) {
				case PF_HH: v = sgn ? (uintmax_t)(signed char)v : (unsigned char)v; break;
				case PF_H: v = sgn ? (uintmax_t)(short)v : (unsigned short)v; break;
				case PF_NONE: v = sgn ? (uintmax_t)(int)v : (unsigned)v; break;
				}
			}
#define FMT(buf, n) (isfloat ? snprintf(buf, n, one, a.f) : conv == 'p' ? snprintf(buf, n, one, a.p) : snprintf(buf, n, one, v))
			r = FMT(tmp, sizeof tmp);
			if (r < 0) goto done;
			if ((size_t)r >= sizeof tmp) {
				if (!(t = malloc(r + 1))) goto done;
				FMT(t, r + 1);
			}
#undef FMT
			ADD(r);
			wout_ascii(k, t, r);
			if (t != tmp) free(t);
			continue;
		}
		default:
			/* Not a conversion: copied as written. */
			ADD(fmt - spec);
			wout(k, wfmt + (spec - nfmt), fmt - spec);
			if (!sp.conv) goto end;
			continue;
		}
	}
end:
	ret = cnt;
	goto done;
overflow:
	errno = EOVERFLOW;
done:
	va_end(orig);
	if (nfmt != local) free(nfmt);
	return ret;
}

hidden int __vswprintf_core(wchar_t *ws, size_t n, const wchar_t *fmt, va_list ap)
{
	struct wsink k = { .ws = ws, .cap = n ? n - 1 : 0 };
	va_list ap2;
	va_copy(ap2, ap);
	int r = wprintf_core(&k, fmt, &ap2);
	va_end(ap2);
	if (n) ws[k.pos] = 0;
	/* C: a negative value when n or more characters were asked for. */
	if (r >= 0 && k.full) return -1;
	return r;
}

int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	struct wsink k = { .f = f };
	va_list ap2;
	int r, olderr;

	unsigned char internal[512], *saved = 0;

	FLOCK(f);
	if (f->mode <= 0) f->mode = 1;
	/* As vfprintf: an unbuffered stream is buffered for one call, so
	 * the output is one write rather than one per byte. */
	if (!f->buf_size && !(f->flags & F_NOWR)) {
		saved = f->buf;
		f->buf = internal;
		f->buf_size = sizeof internal;
		f->wpos = f->wbase = f->wend = 0;
	}
	olderr = f->flags & F_ERR;
	f->flags &= ~F_ERR;
	va_copy(ap2, ap);
	r = wprintf_core(&k, fmt, &ap2);
	va_end(ap2);
	if (saved) {
		if (f->wpos != f->wbase) f->write(f, 0, 0);
		f->buf = saved;
		f->buf_size = 0;
		f->wpos = f->wbase = f->wend = 0;
	}
	if (f->flags & F_ERR) r = -1;
	f->flags |= olderr;
	FUNLOCK(f);
	return r;
}
