#!/usr/bin/env python3
"""Prints the test inputs next to the zeros of J0, J1, Y0, Y1 above 1024
for tests/libm/hard/ (docs/libm.md, "Bessel functions"): for every zero in
[1024, 1100] and the first 10 above 1e4, 1e6, 1e10 and 1e15, the double
nearest it and one ulp either side (to FUNC), and the same for the x87
long double (to FUNCl). The zeros come from mpmath at 256 bits, started
from McMahon's first two terms.

usage: bessel_hard.py FUNC OUTDIR    (FUNC one of j0 j1 y0 y1)
"""
import math
import sys

import mpmath
from mpmath import mp, mpf

mp.prec = 256
WINDOWS = [(1024, None, 1100), (1e4, 10, None), (1e6, 10, None),
           (1e10, 10, None), (1e15, 10, None)]


def zeros(f, a, cnt=None, b=None):
    nu = int(f[1])
    y = f[0] == 'y'
    mu = 4 * nu * nu
    # the k-th zero is near beta - (mu - 1)/(8 beta),
    # beta = (k + nu/2 - 1/4 - y/2) pi
    off = mpf(nu) / 2 - mpf(1) / 4 - (mpf(1) / 2 if y else 0)
    k = int(mpmath.floor(mpf(a) / mp.pi - off))
    fn = (lambda x: mpmath.bessely(nu, x)) if y else (lambda x: mpmath.besselj(nu, x))
    out = []
    while True:
        beta = (k + off) * mp.pi
        z0 = beta - (mu - 1) / (8 * beta)
        if z0 >= a:
            if (b is not None and z0 > b) or (cnt is not None and len(out) >= cnt):
                break
            out.append(mpmath.findroot(fn, z0, tol=mpf(2) ** -240))
        k += 1
    return out


def main():
    f, outdir = sys.argv[1], sys.argv[2]
    d = ['# the doubles nearest each zero in [1024, 1100] and the first 10 above',
         '# 1e4, 1e6, 1e10 and 1e15, and one ulp either side (libc/tools/bessel_hard.py)']
    l = ['# the x87 long doubles nearest the same zeros and one ulp either side']
    for a, c, b in WINDOWS:
        for z in zeros(f, mpf(a), cnt=c, b=b):
            x = float(z)
            for v in (math.nextafter(x, 0), x, math.nextafter(x, math.inf)):
                d.append(v.hex())
            e = int(mpmath.floor(mpmath.log(z, 2)))
            m = int(mpmath.nint(z * mpf(2) ** (63 - e)))
            for mm in (m - 1, m, m + 1):
                l.append('0x%xp%d' % (mm, e - 63))
    with open(outdir + '/' + f, 'w') as o:
        o.write('\n'.join(d) + '\n')
    with open(outdir + '/' + f + 'l', 'w') as o:
        o.write('\n'.join(l) + '\n')


main()
