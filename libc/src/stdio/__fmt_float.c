#include <stdint.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <fenv.h>
#include "libc.h"
#include "fmt_float.h"
#include "floatconv.h"

/* printf's a/e/f/g conversions. Decimal digits come from the exact
 * expansion in __fmt_float_dec.c; hexadecimal from the bits. The output
 * length is known before any byte is written, so padding needs no second
 * pass and the result never has to be held in memory (%.100000f streams). */

struct fo {
	fmt_out_fn out;
	void *ctx;
	int err;
	size_t used;
	char buf[256];
};

static void flush(struct fo *f)
{
	if (f->used && !f->err && f->out(f->ctx, f->buf, f->used)) f->err = 1;
	f->used = 0;
}

static void put(struct fo *f, const char *s, size_t n)
{
	if (f->used + n > sizeof f->buf) {
		flush(f);
		if (n > sizeof f->buf) {
			if (!f->err && f->out(f->ctx, s, n)) f->err = 1;
			return;
		}
	}
	memcpy(f->buf + f->used, s, n);
	f->used += n;
}

static void pad(struct fo *f, int c, long long n)
{
	char b[64];
	memset(b, c, sizeof b);
	for (; n > 0; n -= sizeof b) put(f, b, n < (long long)sizeof b ? n : sizeof b);
}

/* Before-content padding and the sign/prefix, honouring '-' and '0'. */
static void head(struct fo *f, const char *pre, size_t plen, long long len, int width, unsigned fl)
{
	if (!(fl & (FMT_LEFT | FMT_ZERO))) pad(f, ' ', width - len);
	put(f, pre, plen);
	if ((fl & (FMT_LEFT | FMT_ZERO)) == FMT_ZERO) pad(f, '0', width - len);
}

static int finish(struct fo *f, long long len, int width, unsigned fl)
{
	if (fl & FMT_LEFT) pad(f, ' ', width - len);
	flush(f);
	if (f->err) return -1;
	return len > width ? len : width;
}

static int too_long(void)
{
	errno = EOVERFLOW;
	return -1;
}

/* Digits of the value N * 10^dexp for decimal positions hi down to lo
 * (position q is the 10^q digit); positions outside N read as zeros. */
static void digits(struct fo *f, const uint32_t *w, int n, int dexp, long hi, long lo)
{
	char c[9];
	long q = hi;
	while (q >= lo) {
		long p = q - dexp, cnt;
		if (p < 0 || p >= 9L * n) {
			cnt = p < 0 ? q - lo + 1 : p - 9L * n + 1;
			if (cnt > q - lo + 1) cnt = q - lo + 1;
			pad(f, '0', cnt);
		} else {
			uint32_t v = w[p / 9];
			int r = p % 9, i;
			for (i = 8; i >= 0; i--, v /= 10) c[i] = '0' + v % 10;
			cnt = r + 1;
			if (cnt > q - lo + 1) cnt = q - lo + 1;
			put(f, c + 8 - r, cnt);
		}
		q -= cnt;
	}
}

static int fmt_inf_nan(struct fo *f, int nan, const char *pre, size_t plen, int width, unsigned fl, int upper)
{
	const char *s = nan ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf");
	long long len = plen + 3;
	head(f, pre, plen, len, width, fl & ~FMT_ZERO);
	put(f, s, 3);
	return finish(f, len, width, fl);
}

/* The current rounding mode as it applies to the magnitude of a number
 * of sign NEG: glibc's printf honours it. */
static int round_mode(int neg)
{
	switch (fegetround()) {
	case FE_TONEAREST: return FP_ROUND_NEAREST;
	case FE_UPWARD: return neg ? FP_ROUND_DOWN : FP_ROUND_UP;
	case FE_DOWNWARD: return neg ? FP_ROUND_UP : FP_ROUND_DOWN;
	default: return FP_ROUND_DOWN;
	}
}

static int fmt_hex(struct fo *f, unsigned __int128 m, int e2, int mant, const char *pre,
                   size_t plen, int width, int prec, unsigned fl, int upper, int mode)
{
	/* glibc's layout: the fraction takes the largest multiple of four bits
	 * below the integer bit, so binary64/128 print 0x1.xxx and the x87
	 * format, whose 64 bits include the integer bit, prints 0x8.xxx-0xf.xxx. */
	const char *xd = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	int fb = (mant - 1) & ~3, nfd = fb / 4, e, i, elen;
	unsigned lead;
	unsigned __int128 frac;
	char buf[48], ebuf[8], *p;
	long long len;

	if (!m) e2 = -fb;
	lead = m >> fb;
	frac = m & (((unsigned __int128)1 << fb) - 1);
	e = e2 + fb;
	if (prec >= 0 && prec < nfd) {
		/* Round the whole significand, so a tie at %.0a sees the
		 * parity of the leading digit. */
		int drop = fb - 4 * prec;
		unsigned __int128 rem = m & (((unsigned __int128)1 << drop) - 1);
		unsigned __int128 half = (unsigned __int128)1 << (drop - 1);
		m >>= drop;
		if (mode == FP_ROUND_NEAREST ? rem > half || (rem == half && (m & 1))
		    : mode == FP_ROUND_UP && rem) m++;
		lead = m >> 4 * prec;
		frac = m & (((unsigned __int128)1 << 4 * prec) - 1);
		/* Only the x87 layout can carry 0xf into 0x10. */
		if (lead > 15) {
			lead = 1;
			e += 4;
		}
		nfd = prec;
	} else {
		while (nfd && !(frac & 15)) {
			frac >>= 4;
			nfd--;
		}
	}
	p = buf + sizeof buf;
	for (i = 0; i < nfd; i++, frac >>= 4) *--p = xd[frac & 15];
	if (nfd || prec > 0 || (fl & FMT_ALT)) *--p = '.';
	*--p = xd[lead];
	p -= 2;
	p[0] = '0';
	p[1] = upper ? 'X' : 'x';
	i = e < 0 ? -e : e;
	elen = 0;
	do ebuf[sizeof ebuf - 1 - elen++] = '0' + i % 10; while (i /= 10);
	ebuf[sizeof ebuf - 1 - elen++] = e < 0 ? '-' : '+';
	ebuf[sizeof ebuf - 1 - elen++] = upper ? 'P' : 'p';

	len = plen + (buf + sizeof buf - p) + elen;
	if (prec > nfd) len += prec - nfd;
	if (len > INT_MAX) return too_long();
	if (!(fl & (FMT_LEFT | FMT_ZERO))) pad(f, ' ', width - len);
	put(f, pre, plen);
	put(f, p, 2);
	if ((fl & (FMT_LEFT | FMT_ZERO)) == FMT_ZERO) pad(f, '0', width - len);
	put(f, p + 2, buf + sizeof buf - p - 2);
	if (prec > nfd) pad(f, '0', prec - nfd);
	put(f, ebuf + sizeof ebuf - elen, elen);
	return finish(f, len, width, fl);
}

static int exp_len(int e)
{
	int a = e < 0 ? -e : e;
	return 2 + (a >= 1000 ? 4 : a >= 100 ? 3 : 2);
}

static void put_exp(struct fo *f, int e, int upper)
{
	char b[8], *p = b + sizeof b;
	int a = e < 0 ? -e : e;
	do *--p = '0' + a % 10; while (a /= 10);
	if (p > b + sizeof b - 2) *--p = '0';
	*--p = e < 0 ? '-' : '+';
	*--p = upper ? 'E' : 'e';
	put(f, p, b + sizeof b - p);
}

int __fmt_float(fmt_out_fn out, void *ctx, long double x, int width, int prec, unsigned fl, int conv)
{
	struct fo f = { out, ctx, 0, 0 };
	uint64_t hi = 0, lo;
	int e2 = 0, neg, cls, mant, upper = !(conv & 32), fmt = conv | 32;
	const char *pre;
	size_t plen;

	/* Decimal output only depends on the value; the type matters for the
	 * layout of %a. */
	if ((fl & FMT_LDBL) || fmt != 'a') {
		cls = __ld_unpack(x, &hi, &lo, &e2, &neg);
		mant = LDBL_MANT_DIG;
	} else {
		cls = __dbl_unpack(x, &lo, &e2, &neg);
		mant = DBL_MANT_DIG;
	}
	pre = neg ? "-" : (fl & FMT_PLUS) ? "+" : (fl & FMT_SPACE) ? " " : "";
	plen = neg || (fl & (FMT_PLUS | FMT_SPACE));
	if (width < 0) width = 0;
	if (cls >= 2) return fmt_inf_nan(&f, cls == 3, pre, plen, width, fl, upper);
	if (fmt == 'a')
		return fmt_hex(&f, (unsigned __int128)hi << 64 | lo, e2, mant, pre, plen, width, prec, fl, upper,
		               round_mode(neg));

	{
		int bits = hi ? 128 - __builtin_clzll(hi) : lo ? 64 - __builtin_clzll(lo) : 1;
		/* A lower bound of the decimal exponent (78913 / 2^18 is just
		 * under log10 2) tells how far down the digits must be exact:
		 * the last printed one plus a guard digit. */
		long e10lb = ((long)(bits - 1 + e2) * 78913 >> 18) - 1;
		long minpos = fmt == 'f' ? -(long)(prec < 0 ? 6 : prec) - 1
		            : e10lb - (prec < 0 ? 6 : prec ? prec : 1) - (fmt == 'e');
		/* Words for the full expansion, or for M * 5^-minpos when only
		 * digits down to minpos are computed (a small number). */
		long full = FP_DEC_MAXWORDS(bits, e2);
		long part = (bits - minpos * 2322L / 1000) / 32 + 4;
		/* (__fp_dec may still expand fully if dropping trailing zero bits
		 * brings e2 up to minpos.) */
		if (part < FP_DEC_MAXWORDS(bits, minpos)) part = FP_DEC_MAXWORDS(bits, minpos);
		uint32_t w[e2 < minpos && minpos <= 0 && part < full ? part : full];
		int n, dexp, e10 = 0, g = fmt == 'g', dot, sticky, mode = round_mode(neg);
		long long len;
		long lz = 0, fd;

		if (prec < 0) prec = 6;
		n = __fp_dec(w, hi, lo, e2, minpos, &dexp, &sticky);
		if (fmt != 'f') {
			/* %e keeps prec+1 significant digits; %g first rounds like
			 * %e to P digits, then picks the style from the exponent. */
			long keep = fmt == 'e' ? prec + 1L : prec ? prec : 1;
			long nd = __fp_dec_ndigits(w, n), x0 = nd - 1 + dexp;
			n = __fp_dec_round(w, n, nd - keep, sticky, mode);
			if (n) e10 = __fp_dec_ndigits(w, n) - 1 + dexp;
			if (g) {
				if (keep > e10 && e10 >= -4) {
					fmt = 'f';
					prec = keep - 1 - e10;
				} else {
					fmt = 'e';
					prec = keep - 1;
					/* glibc quirk, kept for identical output: when
					 * rounding carries %g out of the f style (999999.5
					 * at P=6), it prints no fraction digits: "1.e+06"
					 * under '#'; without '#' the zeros go anyway. */
					if (n && x0 == keep - 1 && e10 == keep) prec = 0;
				}
			}
		} else {
			n = __fp_dec_round(w, n, -(long)prec - dexp, sticky, mode);
			if (n) e10 = __fp_dec_ndigits(w, n) - 1 + dexp;
		}
		if (g && !(fl & FMT_ALT)) {
			/* %g drops trailing zeros: find the lowest nonzero digit. */
			if (n) {
				int j = 0;
				uint32_t v;
				while (!w[j]) j++;
				for (v = w[j], lz = 9L * j + dexp; v % 10 == 0; v /= 10) lz++;
			}
			fd = fmt == 'f' ? -lz : e10 - lz;
			if (!n || fd < 0) fd = 0;
			if (fd < prec) prec = fd;
		}
		dot = prec || (fl & FMT_ALT);
		if (fmt == 'f')
			len = plen + (e10 > 0 ? e10 + 1 : 1) + dot + (long long)prec;
		else
			len = plen + 1 + dot + (long long)prec + exp_len(e10);
		if (len > INT_MAX) return too_long();
		head(&f, pre, plen, len, width, fl);
		if (fmt == 'f') {
			digits(&f, w, n, dexp, e10 > 0 ? e10 : 0, 0);
			if (dot) put(&f, ".", 1);
			digits(&f, w, n, dexp, -1, -(long)prec);
		} else {
			digits(&f, w, n, dexp, e10, e10);
			if (dot) put(&f, ".", 1);
			digits(&f, w, n, dexp, e10 - 1L, (long)e10 - prec);
			put_exp(&f, e10, upper);
		}
		return finish(&f, len, width, fl);
	}
}
