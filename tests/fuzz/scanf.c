/* Fuzz harness: scanf's conversions (vfscanf, and the integer and
 * floating-point scanners behind strtol and strtod). The input's first
 * byte picks a conversion (with width, length and '*'), the rest is the
 * text scanned. %n after the conversion says how far it read: that count
 * never passes the text's end, and a count with no error means the
 * conversion matched. Under `make fuzz` glibc scans the same text with
 * the same format and must read as far and store the same value. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define FMT1_NAME(x) fz_##x
#include "fmt1.h"
#include "ref.h"

static void fail(const char *fmt, const char *text, const char *what)
{
	fprintf(stderr, "scanf: format \"%s\", text \"%s\": %s\n", fmt, text, what);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char convs[] = "diouxXaefgEGcs[pn";
	static const char *const sets[] = { "[a-z]", "[^ \t]", "[]x-]", "[-0-9]", "[^]]", "[0-9a-fA-FxX.+-]" };
	char fmt[64], text[512], *f = fmt;
	if (size < 3) return 0;
	unsigned a = data[0], b = data[1], c = convs[data[2] % (sizeof convs - 1)];
	size_t tn = size - 3 < sizeof text - 1 ? size - 3 : sizeof text - 1;
	memcpy(text, data + 3, tn);
	text[tn] = 0;
	enum scan1_kind k;
	int suppress = (a & 1) && c != 'n';
	if (a & 2) f += sprintf(f, " ");
	*f++ = '%';
	if (suppress) *f++ = '*';
	if (a & 4) f += sprintf(f, "%u", 1 + b % 40);
	else if (c == 'c' || c == 's' || c == '[') f += sprintf(f, "%u", 1 + b % 100);
	if (strchr("diouxXn", c)) {
		static const char *const l[] = { "", "hh", "h", "l", "ll" };
		static const enum scan1_kind kk[] = { S_INT, S_CHAR, S_SHORT, S_LONG, S_LL };
		int li = (a >> 3) % 5;
		f += sprintf(f, "%s%c", l[li], c), k = kk[li];
	} else if (strchr("aefgEG", c)) {
		int li = (a >> 3) % 3;
		f += sprintf(f, "%s%c", li == 1 ? "l" : li == 2 ? "L" : "", c);
		k = li == 1 ? S_DBL : li == 2 ? S_LDBL : S_FLT;
	} else if (c == '[') {
		f += sprintf(f, "%s", sets[(a >> 3) % 6]), k = S_STR;
	} else if (c == 'p') {
		*f++ = 'p', *f = 0, k = S_LL;
	} else {
		*f++ = c, *f = 0, k = S_STR;
	}
	if (suppress) k = S_NONE;
	sprintf(f, "%%n");
	if (c == 'n') sprintf(fmt, "%%%sn%%n", (a & 4) ? "" : ""), k = S_INT;
	struct scan1 o;
	memset(&o, 0, sizeof o);
	fz_scan(text, fmt, k, &o);
	if (o.consumed > (int)tn)
		fail(fmt, text, "%n counts past the end of the text");
	if (o.ret < -1 || o.ret > 1 + (c == 'n'))
		fail(fmt, text, "impossible return value");
#ifdef FUZZ_REF
	struct scan1 r;
	memset(&r, 0, sizeof r);
	ref_scan(text, fmt, k, &r);
	char why[160];
	int same = o.ret == r.ret && o.consumed == r.consumed;
	if (same && o.ret > 0 && !suppress)
		switch (k) {
		case S_FLT: same = !memcmp(&o.f, &r.f, sizeof o.f); break;
		case S_DBL: same = !memcmp(&o.d, &r.d, sizeof o.d); break;
		case S_LDBL: same = !memcmp(&o.ld, &r.ld, 10); break;
		case S_STR: same = !strcmp(o.s, r.s); break;
		default: same = o.i == r.i; break;
		}
	/* glibc takes a prefix that no number completes ("0x.", "1e+")
	 * for a number: C says that is a matching failure, as here. With
	 * the assignment suppressed ("%*G%n") both return 0 and only glibc
	 * reaches the %n. */
	int glibc_took = suppress ? o.ret == r.ret && o.consumed == -1 && r.consumed > 0
				  : o.ret == 0 && r.ret == 1 && r.consumed > 0;
	if (!same && strchr("aefgEG", c) && glibc_took) {
		char item[512], *end;
		const char *t = text;
		while (*t == ' ' || (*t >= '\t' && *t <= '\r')) t++;
		size_t len = (size_t)(text + r.consumed - t);
		/* With a width, the input item is what the width lets in
		 * ("%2f" on "0x1f": "0x", no number), where glibc takes the
		 * "0" that starts it. */
		if (a & 4) {
			size_t w = 1 + b % 40, tl = strlen(t);
			len = w < tl ? w : tl;
		}
		memcpy(item, t, len), item[len] = 0;
		strtold(item, &end);
		if (*end) same = 1;
	}
	if (!same) {
		snprintf(why, sizeof why, "differs from glibc: ret %d/%d, read %d/%d, int %lld/%lld",
			 o.ret, r.ret, o.consumed, r.consumed, o.i, r.i);
		fail(fmt, text, why);
	}
#endif
	return 0;
}
