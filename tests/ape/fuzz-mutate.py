#!/usr/bin/env python3
"""Writes N damaged copies of an APE file for tests/ape/fuzz.test:
truncations, and flipped bytes in the places the tools parse (the printf
headers in the script, the program header tables, anywhere in the first
8 KiB). Deterministic for a given seed.
usage: fuzz-mutate.py APE OUTDIR N [SEED]"""
import os, random, re, struct, sys

src, outdir, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
data = open(src, 'rb').read()
# the spans worth hitting: printf arguments and program header tables
printf_spans, ph_spans = [], []
for m in re.finditer(rb"printf '([^']*)'", data[:8192]):
    printf_spans.append((m.start(1), m.end(1)))
    esc = re.findall(rb"\\([0-7]{3})", m.group(1))
    if len(esc) == 64:
        h = bytes(int(e, 8) for e in esc)
        phoff, = struct.unpack_from('<Q', h, 32)
        phnum, = struct.unpack_from('<H', h, 56)
        ph_spans.append((phoff, phoff + 56 * phnum))

def pick(spans):
    a, b = rng.choice(spans)
    return rng.randrange(a, b)

def mutate():
    d = bytearray(data)
    kind = rng.randrange(6)
    if kind == 0:                      # truncate anywhere
        return d[:rng.randrange(len(d))]
    if kind == 1:                      # truncate near a place that matters
        a, b = rng.choice(printf_spans + ph_spans)
        return d[:max(0, rng.randrange(a - 64, b + 64))]
    for _ in range(rng.randint(1, 4)):
        if kind == 2:                  # an octal digit in a printf header
            d[pick(printf_spans)] = rng.choice(b"01234567\\'9")
        elif kind == 3:                # a byte of a program header
            d[pick(ph_spans)] ^= 1 << rng.randrange(8)
        elif kind == 4:                # anywhere in the first 8 KiB
            d[rng.randrange(min(8192, len(d)))] = rng.randrange(256)
        else:                          # anywhere at all
            d[rng.randrange(len(d))] ^= 0xff
    return d

os.makedirs(outdir, exist_ok=True)
for i in range(n):
    with open(os.path.join(outdir, 'f%05d' % i), 'wb') as f:
        f.write(mutate())
