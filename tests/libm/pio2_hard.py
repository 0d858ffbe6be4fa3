# usage: python3 tests/libm/pio2_hard.py 64|113 (prints the cases on stderr,
# with |x 2/pi - n|; minutes of CPU for 113)
# Long doubles close to multiples of pi/2: for a binade 2^E (significand
# M of p bits), the continued fraction of a = 2^(E+1)/pi mod 1 gives the
# M with the smallest ||M a||; prints the best few per format.
import mpmath, sys
mpmath.mp.prec = 17000
pi = mpmath.pi
def cf_best(a, lo, hi):
    # convergents p/q of a; best M in [lo, hi) among multiples of convergent denominators
    best = []
    h0, h1 = 0, 1; k0, k1 = 1, 0
    x = a
    for _ in range(400):
        ai = int(mpmath.floor(x))
        h0, h1 = h1, ai * h1 + h0
        k0, k1 = k1, ai * k1 + k0
        q = k1
        if q >= hi: break
        if q > 0:
            m = max(1, -(-lo // q))
            M = m * q
            if M < hi:
                d = abs(M * a - mpmath.nint(M * a))
                best.append((d, M))
        frac = x - ai
        if frac == 0: break
        x = 1 / frac
    return best
out = []
for p in (int(sys.argv[1]),):
    res = []
    emax = 16383
    for E in list(range(0, 200, 13)) + list(range(200, emax + 1, 997)) + [emax]:
        # x = M 2^(E-p+1), M in [2^(p-1), 2^p)
        sh = E - p + 1
        a = mpmath.mpf(2) ** (sh + 1) / pi
        a = a - mpmath.floor(a)
        for d, M in cf_best(a, 2 ** (p - 1), 2 ** p):
            if d > 0:
                res.append((float(mpmath.log(d, 2)), M, sh))
    res.sort()
    for lg, M, sh in res[:12]:
        # hex float: M * 2^sh
        hx = hex(M)[2:]
        print("0x%s.%sp%+d" % (hx[0], hx[1:], sh + 4 * (len(hx) - 1)), "# p=%d, |x 2/pi - n| = 2^%.1f" % (p, lg), file=sys.stderr)
        out.append("0x%s.%sp%+d" % (hx[0], hx[1:], sh + 4 * (len(hx) - 1)))
print("\n".join(out))
