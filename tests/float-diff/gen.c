/* Differential generator for floating-point conversions.
 *
 *   gen SEED COUNT
 *
 * For each of COUNT cases prints one line of results of the C library it
 * was linked with: a random double through printf's %e/%f/%g/%a (random
 * flags, width, precision), a random decimal or hexadecimal string
 * through strtod/strtof/strtold (result bits, errno, end offset) and,
 * every fourth case, a random long double through %Le/%Lf/%Lg/%La. Built
 * once against glibc and once against polyport, the two outputs for the
 * same seed must be identical. Inputs come from our own PRNG and our own
 * exact decimal expansion, never from the library under test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <float.h>

static unsigned long long st;

static unsigned long long rnd(void)
{
	/* splitmix64 */
	unsigned long long z = (st += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int rn(int n)
{
	return (int)(rnd() % (unsigned)n);
}

static double from_bits(unsigned long long u)
{
	double d;
	memcpy(&d, &u, 8);
	return d;
}

static char line[1 << 16];
static size_t len;

static void add(const char *s)
{
	size_t n = strlen(s);
	if (len + n < sizeof line) {
		memcpy(line + len, s, n);
		len += n;
	}
}

static void addhex(const void *p, size_t n)
{
	static const char hx[] = "0123456789abcdef";
	const unsigned char *b = p;
	char t[3] = { 0 };
	while (n--) {
		t[0] = hx[b[n] >> 4];
		t[1] = hx[b[n] & 15];
		add(t);
	}
}

static void addint(long v)
{
	char t[24];
	snprintf(t, sizeof t, " %ld", v);
	add(t);
}

/* One printf conversion with random flags, width and precision. */
static void conv(int c, int ld, long double x, int maxprec)
{
	static char out[1 << 14];
	char f[16], *p = f;
	int w = rn(4) ? 0 : rn(30), prec = rn(8) ? rn(maxprec + 2) - 1 : -1;
	*p++ = '%';
	if (!rn(6)) *p++ = '-';
	if (!rn(6)) *p++ = '+';
	if (!rn(6)) *p++ = ' ';
	if (!rn(6)) *p++ = '#';
	if (!rn(6)) *p++ = '0';
	*p++ = '*';
	*p++ = '.';
	*p++ = '*';
	if (ld) *p++ = 'L';
	*p++ = c;
	*p = 0;
	int r = ld ? snprintf(out, sizeof out, f, w, prec, x) : snprintf(out, sizeof out, f, w, prec, (double)x);
	add(" |");
	add(f + 1);
	addint(w);
	addint(prec);
	addint(r);
	add(" ");
	add(out);
}

static double gen_double(void)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
		1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };
	unsigned long long u = rnd();
	double d;
	switch (rn(8)) {
	case 0: case 1: case 2:
		return from_bits(u);
	case 3:
		u = (u & 0x800fffffffffffffULL) | (unsigned long long)(1023 - 60 + rn(120)) << 52;
		return from_bits(u);
	case 4:
		return from_bits(u & 0x800fffffffffffffULL);
	case 5:
		/* Exact decimal ties: an odd integer over a power of two, or an
		 * integer times a power of ten. */
		d = (double)((rnd() & 0xffffff) | 1);
		if (rn(2)) {
			for (int j = rn(60); j; j--) d *= 0.5;
		} else {
			d *= p10[rn(10)];
		}
		return rn(2) ? -d : d;
	case 6:
		return (double)rn(1000000) / (1 << rn(12));
	default:
		/* Around powers of ten, a few ulps either side. */
		d = p10[rn(23)];
		if (rn(2)) for (int j = rn(300); j; j--) d *= 10;
		else for (int j = rn(320); j; j--) d /= 10;
		memcpy(&u, &d, 8);
		u += rn(7) - 3;
		return from_bits(u);
	}
}

/* Exact decimal expansion of the odd integer M times 2^E, as digits and
 * the decimal exponent of the first digit (our own, not the libc's). */
static int expand(unsigned long long m, int e, char *dig, int *dexp)
{
	static unsigned w[1400];
	int n = 0, i, k, nd;
	while (m) {
		w[n++] = m % 1000000000;
		m /= 1000000000;
	}
	int point = 0;
	for (k = e; k != 0; ) {
		unsigned long long c = 0, f;
		int s;
		if (k > 0) {
			s = k < 29 ? k : 29;
			f = 1ULL << s;
			k -= s;
		} else {
			s = -k < 13 ? -k : 13;
			f = 1;
			for (i = 0; i < s; i++) f *= 5;
			k += s;
			point += s;
		}
		for (i = 0; i < n; i++) {
			c += w[i] * f;
			w[i] = c % 1000000000;
			c /= 1000000000;
		}
		while (c) {
			w[n++] = c % 1000000000;
			c /= 1000000000;
		}
	}
	char *p = dig;
	p += sprintf(p, "%u", w[n - 1]);
	for (i = n - 2; i >= 0; i--) {
		unsigned v = w[i];
		for (int j = 8; j >= 0; j--, v /= 10) p[j] = '0' + v % 10;
		p += 9;
	}
	*p = 0;
	nd = p - dig;
	*dexp = nd - 1 - point;
	return nd;
}

static void gen_string(char *s)
{
	static const char *special[] = { "inf", "INF", "infinity", "Infinity", "infin", "nan", "NaN",
		"nan()", "nan(123)", "nan(0x1f)", "nan(abc_9)", "nan(", "nan(-1)", "0x", "0x.", "0xp1",
		".", "", "e5", ".e5", "0x1p", "1e", "1e+", "1e-", "0.", ".0", "00", "0e0", "-0", "+-1" };
	static char dig[4000];
	char *p = s;
	int k, i, nd, de;
	if (!rn(8)) *p++ = " \t\n"[rn(3)];
	if (!rn(4)) *p++ = "+-"[rn(2)];
	switch (rn(10)) {
	case 0:
		p += sprintf(p, "%s", special[rn(sizeof special / sizeof *special)]);
		break;
	case 1: case 2:
		/* Midpoints between adjacent doubles (or floats, long doubles'
		 * neighbourhoods are covered by the random cases), exact,
		 * nudged or cut short. */
		{
			int fl = rn(3) == 0;
			int bits = fl ? 24 : 53, emin = fl ? -149 : -1074, emax = fl ? 104 : 971;
			unsigned long long m = rnd() >> (64 - bits);
			int e;
			if (!rn(4)) {
				m &= (1ULL << (bits - 1)) - 1;
				e = emin;
			} else {
				m |= 1ULL << (bits - 1);
				e = emin + rn(emax - emin + 1);
			}
			nd = expand(2 * m + 1, e - 1, dig, &de);
			if (!rn(3)) {
				k = 1 + rn(nd);
				dig[k] = 0;
				nd = k;
			} else if (rn(2)) {
				dig[nd - 1] += dig[nd - 1] < '9' ? 1 : -1;
			}
			p += sprintf(p, "%c.%se%d", dig[0], dig + 1, de);
			if (!rn(4)) p += sprintf(p, "%s", rn(2) ? "000000000000000001" : "x");
		}
		break;
	case 3:
		p += sprintf(p, "0%c", "xX"[rn(2)]);
		nd = rn(40);
		k = rn(nd + 2);
		for (i = 0; i < nd; i++) {
			if (i == k) *p++ = '.';
			*p++ = "0123456789abcdefABCDEF"[rn(22)];
		}
		if (rn(3)) p += sprintf(p, "%c%d", "pP"[rn(2)], rn(2) ? rn(2200) - 1100 : rn(33200) - 16600);
		break;
	default:
		nd = 1 + rn(40);
		if (!rn(40)) nd = rn(900);
		k = rn(nd + 2);
		for (i = 0; i < nd; i++) {
			if (i == k) *p++ = '.';
			*p++ = rn(5) ? '0' + rn(10) : '0';
		}
		if (rn(4)) {
			int ex;
			switch (rn(6)) {
			case 0: ex = rn(60) - 30; break;
			case 1: ex = rn(700) - 350; break;
			case 2: ex = 300 + rn(30) - nd; break;
			case 3: ex = -330 + rn(30) - k; break;
			case 4: ex = (rn(2) ? 4920 : -4970) + rn(60) - k; break;
			default: ex = rn(100) - 60 + (rn(2) ? 38 : -38);
			}
			p += sprintf(p, "%c%s%d", "eE"[rn(2)], ex >= 0 && rn(2) ? "+" : "", ex);
		}
	}
	if (!rn(10)) *p++ = "x.e+-9 "[rn(7)];
	*p = 0;
}

static long double gen_ldouble(void)
{
	long double x = 0;
	unsigned long long u = rnd(), h = rnd();
#if LDBL_MANT_DIG == 64
	unsigned e = h & 0x7fff;
	if (rn(2)) e = 16383 - 100 + rn(200);
	else if (!rn(8)) e = 0;
	/* The integer bit follows the exponent (no unnormals). */
	u = e ? u | 1ULL << 63 : u & ~(1ULL << 63);
	h = e | (h >> 32 & 0x8000);
	memcpy(&x, &u, 8);
	memcpy((char *)&x + 8, &h, 2);
#elif LDBL_MANT_DIG == 113
	if (rn(2)) h = (h & 0x8000ffffffffffffULL) | (unsigned long long)(16383 - 100 + rn(200)) << 48;
	else if (!rn(8)) h &= 0x8000ffffffffffffULL;
	memcpy(&x, &u, 8);
	memcpy((char *)&x + 8, &h, 8);
#else
	x = from_bits(u);
#endif
	return x;
}

/* glibc bug (2.36): a hexadecimal input with more significant bits than
 * the format holds, whose value lands among the subnormals, loses the
 * bits shifted out first: 0x80000000000024p-1080 gives 0x0.2p-1022 (and
 * errno 0 where the result is inexact). polyport rounds such inputs
 * correctly, so the generator reports "x" instead of that type's result
 * for them, on both sides. LEAD is the exponent of the input's leading
 * bit, BITS its count of significant bits. */
static int hex_bits(const char *s, long *lead, int *bits)
{
	const char *p = s, *first = 0, *last = 0;
	long e = 0, pe = 0;
	int pt = 0, got = 0, neg = 0;
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '+' || *p == '-') p++;
	if (p[0] != '0' || (p[1] | 32) != 'x') return 0;
	for (p += 2; ; p++) {
		int v;
		if (*p == '.' && !pt) { pt = 1; continue; }
		if (*p >= '0' && *p <= '9') v = *p - '0';
		else if ((*p | 32) >= 'a' && (*p | 32) <= 'f') v = (*p | 32) - 'a' + 10;
		else break;
		got = 1;
		if (v && !first) first = p;
		if (v) last = p;
		if (first && !pt) e += 4;
		if (!first && pt) e -= 4;
	}
	if (!got || !first) return 0;
	if ((*p | 32) == 'p') {
		const char *q = p + 1;
		if (*q == '+' || *q == '-') neg = *q++ == '-';
		if (*q >= '0' && *q <= '9')
			for (; *q >= '0' && *q <= '9'; q++) if (pe < 100000000) pe = pe * 10 + *q - '0';
	}
	{
		/* Count bits from the first nonzero digit's top bit to the last
		 * nonzero digit's lowest set bit. */
		int fv = *first <= '9' ? *first - '0' : (*first | 32) - 'a' + 10;
		int lv = *last <= '9' ? *last - '0' : (*last | 32) - 'a' + 10;
		int n = 0;
		for (const char *q = first; q <= last; q++) if (*q != '.') n++;
		int top = 32 - __builtin_clz(fv), low = __builtin_ctz(lv);
		*bits = 4 * n - (4 - top) - low;
		*lead = e - (4 - top) - 1 + (neg ? -pe : pe);
	}
	return 1;
}

static int glibc_hex_bug(const char *s, int mant, int emin)
{
	long lead;
	int bits;
	return hex_bits(s, &lead, &bits) && bits > mant && lead < emin;
}

int main(int argc, char **argv)
{
	static char s[4096];
	long i, n;
	if (argc < 3) {
		fputs("usage: gen SEED COUNT\n", stderr);
		return 2;
	}
	st = strtoull(argv[1], 0, 10);
	n = strtol(argv[2], 0, 10);
	for (i = 0; i < n; i++) {
		double d = gen_double();
		char *end;
		int e1;
		len = 0;
		add("d ");
		addhex(&d, 8);
		conv("eE"[rn(2)], 0, d, rn(10) ? 40 : 800);
		conv("fF"[rn(2)], 0, d, rn(10) ? 40 : 400);
		conv("gG"[rn(2)], 0, d, rn(10) ? 40 : 800);
		conv("aA"[rn(2)], 0, d, 16);

		gen_string(s);
		add(" | s ");
		for (char *q = s, t[3] = "\\"; *q; q++) {
			char one[2] = { *q, 0 };
			t[1] = *q == '\n' ? 'n' : *q == '\t' ? 't' : 0;
			add(t[1] ? t : one);
		}
		errno = 0;
		d = strtod(s, &end);
		e1 = errno;
		add(" |");
		addint(end - s);
		if (glibc_hex_bug(s, DBL_MANT_DIG, DBL_MIN_EXP - 1)) {
			add(" x");
		} else {
			addint(e1);
			add(" ");
			addhex(&d, 8);
		}
		{
			float f;
			errno = 0;
			f = strtof(s, &end);
			e1 = errno;
			addint(end - s);
			if (glibc_hex_bug(s, FLT_MANT_DIG, FLT_MIN_EXP - 1)) {
				add(" x");
			} else {
				addint(e1);
				add(" ");
				addhex(&f, 4);
			}
		}
		{
			long double l;
			errno = 0;
			l = strtold(s, &end);
			e1 = errno;
			addint(end - s);
			if (glibc_hex_bug(s, LDBL_MANT_DIG, LDBL_MIN_EXP - 1)) {
				add(" x");
			} else {
				addint(e1);
				add(" ");
				addhex(&l, LDBL_MANT_DIG == 64 ? 10 : sizeof l);
			}
		}
		if (i % 4 == 3) {
			long double x = gen_ldouble();
			add(" | L ");
			addhex(&x, LDBL_MANT_DIG == 64 ? 10 : sizeof x);
			conv('e', 1, x, rn(10) ? 40 : 400);
			conv('f', 1, x, 30);
			conv('g', 1, x, 40);
			conv('a', 1, x, 30);
		}
		add("\n");
		fwrite(line, 1, len, stdout);
	}
	return fflush(stdout) ? 1 : 0;
}
