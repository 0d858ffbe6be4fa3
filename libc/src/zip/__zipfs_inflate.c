#include <errno.h>
#include "__zipfs.h"

/* Raw DEFLATE (RFC 1951) decoder for /zip/ entries of method 8: the whole
 * input and the whole output are in memory (the output size is known from
 * the central directory), so the window is the output itself. Canonical
 * Huffman codes are decoded a bit at a time from per-length counts, which
 * is small and fast enough for files read once. Over 2 KB: a decoder is a
 * unit. */

struct inf {
	const unsigned char *in;
	size_t inlen, inpos;
	unsigned long bitbuf;
	int bitcnt, err;
	unsigned char *out;
	size_t outlen, outpos;
};

struct huff {
	short count[16];      /* codes of each length */
	short symbol[288];    /* symbols in canonical order */
};

static int bits(struct inf *s, int need)
{
	while (s->bitcnt < need) {
		if (s->inpos == s->inlen) {
			s->err = 1;
			return 0;
		}
		s->bitbuf |= (unsigned long)s->in[s->inpos++] << s->bitcnt;
		s->bitcnt += 8;
	}
	int v = (int)(s->bitbuf & ((1UL << need) - 1));
	s->bitbuf >>= need;
	s->bitcnt -= need;
	return v;
}

static int decode(struct inf *s, const struct huff *h)
{
	int code = 0, first = 0, index = 0;
	for (int len = 1; len < 16; len++) {
		code |= bits(s, 1);
		int count = h->count[len];
		if (code - count < first)
			return h->symbol[index + (code - first)];
		index += count, first += count;
		first <<= 1, code <<= 1;
		if (s->err) break;
	}
	s->err = 1;
	return 0;
}

/* Builds h from n code lengths; nonzero if the set is over-subscribed. */
static int build(struct huff *h, const short *length, int n)
{
	short offs[16];
	for (int i = 0; i < 16; i++) h->count[i] = 0;
	for (int i = 0; i < n; i++) h->count[length[i]]++;
	if (h->count[0] == n) return 0;
	int left = 1;
	for (int i = 1; i < 16; i++) {
		left = (left << 1) - h->count[i];
		if (left < 0) return -1;
	}
	offs[1] = 0;
	for (int i = 1; i < 15; i++) offs[i + 1] = (short)(offs[i] + h->count[i]);
	for (int i = 0; i < n; i++)
		if (length[i]) h->symbol[offs[length[i]]++] = (short)i;
	return 0;
}

static const short lbase[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
	35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const short lextra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
	3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const short dbase[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
	257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const short dextra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
	7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

static int codes(struct inf *s, const struct huff *lens, const struct huff *dist)
{
	for (;;) {
		int sym = decode(s, lens);
		if (s->err) return -1;
		if (sym < 256) {
			if (s->outpos == s->outlen) return -1;
			s->out[s->outpos++] = (unsigned char)sym;
			continue;
		}
		if (sym == 256) return 0;
		if ((sym -= 257) >= 29) return -1;
		size_t len = (size_t)(lbase[sym] + bits(s, lextra[sym]));
		int d = decode(s, dist);
		if (s->err || d >= 30) return -1;
		size_t back = (size_t)(dbase[d] + bits(s, dextra[d]));
		if (s->err || back > s->outpos || len > s->outlen - s->outpos) return -1;
		for (; len; len--, s->outpos++)
			s->out[s->outpos] = s->out[s->outpos - back];
	}
}

static int stored(struct inf *s)
{
	s->bitbuf = 0, s->bitcnt = 0;     /* to a byte boundary */
	if (s->inlen - s->inpos < 4) return -1;
	const unsigned char *p = s->in + s->inpos;
	size_t len = p[0] | p[1] << 8;
	if ((p[2] | p[3] << 8) != (~len & 0xffff)) return -1;
	s->inpos += 4;
	if (len > s->inlen - s->inpos || len > s->outlen - s->outpos) return -1;
	for (size_t i = 0; i < len; i++) s->out[s->outpos++] = s->in[s->inpos++];
	return 0;
}

static int fixed(struct inf *s)
{
	static struct huff lens, dist;
	static int ready;
	if (!ready) {
		short l[288];
		int i = 0;
		for (; i < 144; i++) l[i] = 8;
		for (; i < 256; i++) l[i] = 9;
		for (; i < 280; i++) l[i] = 7;
		for (; i < 288; i++) l[i] = 8;
		build(&lens, l, 288);
		for (i = 0; i < 30; i++) l[i] = 5;
		build(&dist, l, 30);
		ready = 1;
	}
	return codes(s, &lens, &dist);
}

static int dynamic(struct inf *s)
{
	static const unsigned char order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };
	short l[320];
	struct huff lens, dist;
	int nlen = bits(s, 5) + 257, ndist = bits(s, 5) + 1, ncode = bits(s, 4) + 4;
	if (s->err || nlen > 286 || ndist > 30) return -1;
	for (int i = 0; i < 19; i++) l[order[i]] = i < ncode ? (short)bits(s, 3) : 0;
	if (s->err || build(&lens, l, 19)) return -1;
	for (int i = 0; i < nlen + ndist;) {
		int sym = decode(s, &lens), rep = 0, val = 0;
		if (s->err) return -1;
		if (sym < 16) { l[i++] = (short)sym; continue; }
		if (sym == 16) { if (!i) return -1; val = l[i - 1]; rep = 3 + bits(s, 2); }
		else if (sym == 17) rep = 3 + bits(s, 3);
		else rep = 11 + bits(s, 7);
		if (s->err || i + rep > nlen + ndist) return -1;
		while (rep--) l[i++] = (short)val;
	}
	if (l[256] == 0 || build(&lens, l, nlen) || build(&dist, l + nlen, ndist)) return -1;
	return codes(s, &lens, &dist);
}

int __zipfs_inflate(const unsigned char *in, size_t inlen, unsigned char *out, size_t outlen)
{
	struct inf s = { .in = in, .inlen = inlen, .out = out, .outlen = outlen };
	int last, r;
	do {
		last = bits(&s, 1);
		int type = bits(&s, 2);
		if (s.err) return -EIO;
		r = type == 0 ? stored(&s) : type == 1 ? fixed(&s) : type == 2 ? dynamic(&s) : -1;
		if (r || s.err) return -EIO;
	} while (!last);
	return s.outpos == outlen ? 0 : -EIO;
}
