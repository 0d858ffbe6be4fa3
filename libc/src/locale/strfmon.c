#include <monetary.h>
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Both locales here have the C locale's monetary data, so the fields
 * are read from localeconv(); where C leaves one unset (empty or
 * CHAR_MAX) the choice is glibc's for the C locale: "." as the radix,
 * "-" for negatives, 2 fraction digits, the symbol (empty) before the
 * number, the sign before everything. */

struct spec {
	char fill;
	int nogroup, paren, nocur, left, islong, intl;
	long width, lp, rp;
};

struct out {
	char *p, *end;
};

static int put(struct out *o, const char *s, size_t n)
{
	if ((size_t)(o->end - o->p) < n) return -1;
	memcpy(o->p, s, n);
	o->p += n;
	return 0;
}

static int putc_n(struct out *o, char c, long n)
{
	if (n <= 0) return 0;
	if (o->end - o->p < n) return -1;
	memset(o->p, c, n);
	o->p += n;
	return 0;
}

static int unset(char c) { return c == CHAR_MAX; }

/* The integer digits with the locale's grouping (none for C). */
static int put_grouped(struct out *o, const char *d, size_t n, const char *grp, const char *sep)
{
	size_t sl = strlen(sep), marks[64], nm = 0, at = n;
	if (*grp && sl) {
		for (const char *g = grp; nm < 64; ) {
			if (unset(*g) || *g <= 0 || at <= (size_t)*g) break;
			at -= *g;
			marks[nm++] = at;
			if (g[1]) g++;
		}
	}
	for (size_t i = 0; i < n; i++) {
		for (size_t m = 0; m < nm; m++)
			if (marks[m] == i && put(o, sep, sl)) return -1;
		if (put(o, d + i, 1)) return -1;
	}
	return 0;
}

static int one(struct out *o, const struct spec *sp, long double v)
{
	const struct lconv *lc = localeconv();
	int neg = v < 0;
	long rp = sp->rp >= 0 ? sp->rp : sp->intl ? lc->int_frac_digits : lc->frac_digits;
	if (sp->rp < 0 && unset(sp->intl ? lc->int_frac_digits : lc->frac_digits)) rp = 2;
	int len = snprintf(0, 0, "%.*Lf", (int)rp, neg ? -v : v);
	char *digits = malloc(len + 1);
	if (!digits) return -2;
	snprintf(digits, len + 1, "%.*Lf", (int)rp, neg ? -v : v);
	size_t nint = strcspn(digits, ".");

	const char *cs = sp->nocur ? "" : sp->intl ? lc->int_curr_symbol : lc->currency_symbol;
	char cs_pre = sp->intl ? (neg ? lc->int_n_cs_precedes : lc->int_p_cs_precedes)
	                       : (neg ? lc->n_cs_precedes : lc->p_cs_precedes);
	char sep = sp->intl ? (neg ? lc->int_n_sep_by_space : lc->int_p_sep_by_space)
	                    : (neg ? lc->n_sep_by_space : lc->p_sep_by_space);
	char posn = sp->intl ? (neg ? lc->int_n_sign_posn : lc->int_p_sign_posn)
	                     : (neg ? lc->n_sign_posn : lc->p_sign_posn);
	const char *sign = neg ? lc->negative_sign : lc->positive_sign;
	if (neg && !*sign) sign = "-";
	if (unset(cs_pre)) cs_pre = 1;
	if (unset(sep)) sep = 0;
	if (unset(posn)) posn = 1;
	if (sp->paren) posn = 0;
	if (!*cs) sep = 0;
	const char *radix = *lc->mon_decimal_point ? lc->mon_decimal_point : ".";

	/* Everything before the digits, the digits, everything after: the
	 * field width then pads the whole. */
	char pre[64], post[64];
	const char *space = sep == 1 ? " " : "";
	const char *lead = posn == 0 && neg ? "(" : posn == 1 ? sign : "";
	const char *tail = posn == 0 && neg ? ")" : posn == 2 ? sign : "";
	const char *sb = posn == 3 ? sign : "", *sa = posn == 4 ? sign : "";
	if (cs_pre) {
		snprintf(pre, sizeof pre, "%s%s%s%s%s", lead, sb, cs, sa, space);
		snprintf(post, sizeof post, "%s", tail);
	} else {
		snprintf(pre, sizeof pre, "%s", lead);
		snprintf(post, sizeof post, "%s%s%s%s%s", space, sb, cs, sa, tail);
	}
	/* With a left precision, positives leave room for the negative
	 * sign (or parenthesis) in front, so columns line up, as glibc. */
	long align = 0;
	if (sp->lp >= 0 && !neg) {
		const char *ns = *lc->negative_sign ? lc->negative_sign : "-";
		char np = unset(lc->n_sign_posn) ? 1 : lc->n_sign_posn;
		if (sp->paren) np = 0;
		align = np == 0 ? 1 : np == 1 ? (long)strlen(ns) : 0;
		align -= (long)strlen(lead);
	}
	long fillc = sp->lp > (long)nint ? sp->lp - (long)nint : 0;
	int hasfrac = digits[nint] == '.';

	/* The field is built apart, then padded to the width. */
	size_t cap = 2 * (size_t)len + fillc + align + strlen(pre) + strlen(post) + strlen(radix)
		+ nint * strlen(lc->mon_thousands_sep) + 1;
	char *field = malloc(cap);
	if (!field) {
		free(digits);
		return -2;
	}
	struct out f = { field, field + cap };
	putc_n(&f, ' ', align);
	put(&f, pre, strlen(pre));
	putc_n(&f, sp->fill, fillc);
	put_grouped(&f, digits, nint, sp->nogroup ? "" : lc->mon_grouping, lc->mon_thousands_sep);
	if (hasfrac) {
		put(&f, radix, strlen(radix));
		put(&f, digits + nint + 1, len - nint - 1);
	}
	put(&f, post, strlen(post));
	long flen = f.p - field, pad = sp->width > flen ? sp->width - flen : 0;
	int r = 0;
	if (!sp->left) r |= putc_n(o, ' ', pad);
	r |= put(o, field, flen);
	if (sp->left) r |= putc_n(o, ' ', pad);
	free(field);
	free(digits);
	return r;
}

static long num(const char **f)
{
	long n = 0;
	while (**f >= '0' && **f <= '9') {
		if (n < 100000) n = n * 10 + (**f - '0');
		(*f)++;
	}
	return n;
}

static ssize_t vstrfmon(char *s, size_t n, const char *f, va_list ap)
{
	struct out o = { s, s + n };
	while (*f) {
		if (*f != '%' || f[1] == '%') {
			if (put(&o, f, 1)) goto toobig;
			f += *f == '%' ? 2 : 1;
			continue;
		}
		f++;
		struct spec sp = { .fill = ' ', .lp = -1, .rp = -1 };
		int sign_flag = 0;
		for (;; f++) {
			if (*f == '=') {
				if (!*++f) goto invalid;
				sp.fill = *f;
			} else if (*f == '^') sp.nogroup = 1;
			else if (*f == '+' || *f == '(') {
				/* one way of showing the sign, not both */
				if (sign_flag) goto invalid;
				sign_flag = 1;
				sp.paren = *f == '(';
			} else if (*f == '!') sp.nocur = 1;
			else if (*f == '-') sp.left = 1;
			else break;
		}
		sp.width = num(&f);
		if (*f == '#') {
			f++;
			if (*f < '0' || *f > '9') goto invalid;
			sp.lp = num(&f);
		}
		if (*f == '.') {
			f++;
			if (*f < '0' || *f > '9') goto invalid;
			sp.rp = num(&f);
		}
		/* glibc's L: the argument is a long double */
		if (*f == 'L') sp.islong = 1, f++;
		if (*f != 'i' && *f != 'n') goto invalid;
		sp.intl = *f++ == 'i';
		long double v = sp.islong ? va_arg(ap, long double) : va_arg(ap, double);
		int r = one(&o, &sp, v);
		if (r == -2) return -1;
		if (r) goto toobig;
	}
	if (o.p == o.end) goto toobig;
	*o.p = 0;
	return o.p - s;
toobig:
	errno = E2BIG;
	return -1;
invalid:
	errno = EINVAL;
	return -1;
}

ssize_t strfmon(char *restrict s, size_t n, const char *restrict fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ssize_t r = vstrfmon(s, n, fmt, ap);
	va_end(ap);
	return r;
}

/* Every locale here shares the C monetary data: the locale argument
 * changes nothing. */
ssize_t strfmon_l(char *restrict s, size_t n, locale_t loc, const char *restrict fmt, ...)
{
	(void)loc;
	va_list ap;
	va_start(ap, fmt);
	ssize_t r = vstrfmon(s, n, fmt, ap);
	va_end(ap);
	return r;
}
