#!/usr/bin/env python3
"""Generate __unicode.c (wide-character classes, case mapping and
display width for C.UTF-8) from the Unicode Character Database.

    python3 gen-tables.py [UCD-dir] > __unicode.c

UCD-dir defaults to /usr/share/unicode (Debian's unicode-data package).
The rules follow glibc's C.UTF-8 (localedata/unicode-gen), so that
programs see the same classes and widths they see with glibc; the
tables are sorted range lists, searched by bisection.
"""
import sys, os, re

UCD = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/unicode'
N = 0x110000

def ucd(name):
    with open(os.path.join(UCD, name), encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                yield [x.strip() for x in line.split(';')]

def version():
    with open(os.path.join(UCD, 'DerivedCoreProperties.txt'), encoding='utf-8') as f:
        m = re.search(r'DerivedCoreProperties-([0-9.]+)\.txt', f.readline())
        return m.group(1) if m else 'unknown'

# General category, name kind and simple case mappings per code point.
cat = [None] * N
ctrl = [False] * N
upper = list(range(N))
lower = list(range(N))
first = None
for f in ucd('UnicodeData.txt'):
    cp, name, gc = int(f[0], 16), f[1], f[2]
    if name.endswith(', First>'):
        first = cp
        continue
    if name.endswith(', Last>'):
        for c in range(first, cp + 1):
            cat[c] = gc
        continue
    cat[cp] = gc
    ctrl[cp] = name == '<control>'
    if f[12]: upper[cp] = int(f[12], 16)
    if f[13]: lower[cp] = int(f[13], 16)

def ranges(prop, path):
    s = [False] * N
    for f in ucd(path):
        if f[1] != prop: continue
        a, _, b = f[0].partition('..')
        for c in range(int(a, 16), int(b or a, 16) + 1):
            s[c] = True
    return s

alphabetic = ranges('Alphabetic', 'DerivedCoreProperties.txt')
uppercase = ranges('Uppercase', 'DerivedCoreProperties.txt')
lowercase = ranges('Lowercase', 'DerivedCoreProperties.txt')
pcm = ranges('Prepended_Concatenation_Mark', 'PropList.txt')
eaw = ['N'] * N
for f in ucd('EastAsianWidth.txt'):
    a, _, b = f[0].partition('..')
    for c in range(int(a, 16), int(b or a, 16) + 1):
        eaw[c] = f[1]

NOBREAK = {0x00A0, 0x2007, 0x202F}

def is_space(c):
    if c in (0x20, 0x0C, 0x0A, 0x0D, 0x09, 0x0B): return True
    return cat[c] in ('Zs', 'Zl', 'Zp') and c not in NOBREAK

def is_cntrl(c):
    return ctrl[c] or cat[c] in ('Zl', 'Zp')

def is_digit(c):
    return 0x30 <= c <= 0x39

def is_alpha(c):
    # Non-ASCII decimal digits count as letters: iswdigit is ASCII only.
    return (alphabetic[c] or (cat[c] == 'Nd' and not is_digit(c))) and not is_digit(c)

def is_upper(c):
    return lower[c] != c or uppercase[c]

def is_lower(c):
    return upper[c] != c or lowercase[c]

def is_graph(c):
    return cat[c] is not None and cat[c] != 'Cs' and not ctrl[c] and not is_space(c)

def is_print(c):
    return cat[c] is not None and cat[c] != 'Cs' and not ctrl[c] and cat[c] not in ('Zl', 'Zp')

def is_punct(c):
    return is_graph(c) and not is_alpha(c) and not is_digit(c)

def is_blank(c):
    return c == 0x09 or (cat[c] == 'Zs' and c not in NOBREAK)

def width(c):
    if c == 0: return 0
    if not is_print(c): return -1
    # Soft hyphen and the prepended concatenation marks (Arabic number
    # signs) are format characters that glibc still shows one column wide.
    if c == 0xAD or pcm[c]: return 1
    if cat[c] in ('Mn', 'Me', 'Cf') or 0x1160 <= c <= 0x11FF: return 0
    if eaw[c] in ('W', 'F'): return 2
    return 1

PRELUDE = r"""
#include <stdint.h>
#include <stddef.h>
#include "libc.h"

/* Range entries are start << 11 | (length - 1), sorted by start. */
static int in(const uint32_t *t, size_t n, unsigned c)
{
	size_t lo = 0, hi = n;
	if (c >= 0x110000) return 0;
	uint32_t key = c << 11 | 0x7ff;
	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;
		if (t[m] <= key) lo = m + 1;
		else hi = m;
	}
	return lo && c - (t[lo - 1] >> 11) <= (t[lo - 1] & 0x7ff);
}

/* Case runs: start << 11 | (count - 1) << 2 | stride, and the delta. */
struct casemap { uint32_t key; int32_t delta; };

static unsigned map(const struct casemap *t, size_t n, unsigned c)
{
	size_t lo = 0, hi = n;
	if (c >= 0x110000) return c;
	uint32_t key = c << 11 | 0x7ff;
	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;
		if (t[m].key <= key) lo = m + 1;
		else hi = m;
	}
	if (!lo) return c;
	const struct casemap *e = &t[lo - 1];
	unsigned off = c - (e->key >> 11), stride = e->key & 3, count = (e->key >> 2 & 0xff) + 1;
	if (off % stride || off / stride >= count) return c;
	return c + e->delta;
}
"""

def rangelist(pred):
    """Sorted (start, length) runs of code points above 0x7f."""
    out, start = [], None
    for c in range(0x80, N + 1):
        on = c < N and pred(c)
        if on and start is None: start = c
        elif not on and start is not None:
            out.append((start, c - start)); start = None
    return out

def emit_ranges(name, runs):
    # start << 11 | (length - 1); runs longer than 2048 are split.
    words = []
    for s, l in runs:
        while l > 0:
            k = min(l, 2048)
            words.append(s << 11 | (k - 1))
            s += k; l -= k
    print('static const uint32_t tab_%s[%d] = {' % (name, len(words)))
    for i in range(0, len(words), 6):
        print('\t' + ' '.join('0x%08x,' % w for w in words[i:i + 6]))
    print('};\n')
    print('hidden int __uni_%s(unsigned c)\n{\n\treturn in(tab_%s, %d, c);\n}\n' % (name, name, len(words)))

def emit_case(name, m):
    """Runs of code points with one delta, every code point (stride 1)
    or every other one (stride 2, the alternating upper/lower blocks)."""
    pts = [c for c in range(0x80, N) if m[c] != c]
    runs, i = [], 0
    while i < len(pts):
        c = pts[i]; d = m[c] - c
        best = (1, 1)
        for stride in (1, 2):
            k = 1
            while (i + k < len(pts) and pts[i + k] == c + k * stride
                   and m[pts[i + k]] - pts[i + k] == d and k < 256):
                k += 1
            if k > best[0]: best = (k, stride)
        runs.append((c, best[0], best[1], d))
        i += best[0]
    print('static const struct casemap tab_%s[%d] = {' % (name, len(runs)))
    for c, k, s, d in runs:
        print('\t{ 0x%08x, %d },' % (c << 11 | (k - 1) << 2 | s, d))
    print('};\n')
    print('hidden unsigned __uni_%s(unsigned c)\n{\n\treturn map(tab_%s, %d, c);\n}\n' % (name, name, len(runs)))

print('/* Generated by libc/src/ctype/gen-tables.py from the Unicode %s' % version())
print(' * Character Database (Debian unicode-data); do not edit.')
print(' *   python3 libc/src/ctype/gen-tables.py /usr/share/unicode > libc/src/ctype/__unicode.c')
print(' * Classes, case maps and widths for code points >= 0x80 in C.UTF-8,')
print(' * following glibc\'s rules for its C.UTF-8 locale. Each lookup is its')
print(' * own function so a static link keeps only the tables it uses. */')
print(PRELUDE)
for nm, p in (('alpha', is_alpha), ('upper', is_upper), ('lower', is_lower),
              ('punct', is_punct), ('space', is_space), ('print', is_print),
              ('cntrl', is_cntrl), ('blank', is_blank)):
    emit_ranges(nm, rangelist(p))
emit_ranges('width0', rangelist(lambda c: width(c) == 0))
emit_ranges('width2', rangelist(lambda c: width(c) == 2))
emit_case('toupper', upper)
emit_case('tolower', lower)

if os.environ.get('COMPARE'):
    # Development aid: compare against a dump of glibc's C.UTF-8
    # ("cp bits upper lower width" per line, as tests print it).
    preds = [is_alpha, is_upper, is_lower, is_punct, is_space, is_print, None, is_cntrl, is_blank]
    new = ranges('15.0', 'DerivedAge.txt')
    bad = {}
    for line in open(os.environ['COMPARE']):
        c, bits, u, l, w = line.split()
        c = int(c, 16); bits = int(bits, 16)
        if c < 0x80 or new[c]: continue
        for i, p in enumerate(preds):
            if p and bool(bits >> i & 1) != p(c):
                bad.setdefault(p.__name__, []).append(c)
        if int(u, 16) != upper[c]: bad.setdefault('toupper', []).append(c)
        if int(l, 16) != lower[c]: bad.setdefault('tolower', []).append(c)
        if int(w) != width(c): bad.setdefault('width', []).append(c)
    for k, v in bad.items():
        sys.stderr.write('%s: %d differ, e.g. %s\n' % (k, len(v), ' '.join('%x' % x for x in v[:12])))
