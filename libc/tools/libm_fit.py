#!/usr/bin/env python3
"""Polynomial fits for libc/src/math (mpmath, Chebyshev interpolation):
prints the coefficient tables as C, ascending degree, each coefficient as
hi, lo doubles (lo = the rest rounded to double; the evaluators use lo for
the first few only).  Run: python3 libc/tools/libm_fit.py erf > /tmp/t.c
The truncation error of each fit is printed as a comment (log2, relative
to the smallest |f| on the interval)."""
import sys
import mpmath as mp

mp.mp.dps = 50


def hilo(c):
    h = float(c)
    return h, float(c - mp.mpf(h))


def fit(f, a, b, m, deg, name, cname):
    """f(m + d) for d in [a - m, b - m]: coefficients of d^k, as the
    hidden array CNAME (degree + 1 pairs hi, lo)."""
    c, err = mp.chebyfit(lambda d: f(m + d), [a - m, b - m], deg + 1, error=True)
    c = c[::-1]
    fmin = min(abs(f(a)), abs(f(b)), abs(f(m)))
    print("/* %s: [%s, %s] around %s, degree %d, fit error 2^%.1f */" %
          (name, mp.nstr(a, 8), mp.nstr(b, 8), mp.nstr(m, 17), deg,
           float(mp.log(err / fmin, 2))))
    print("hidden const double %s[%d] = {" % (cname, 2 * (deg + 1)))
    for k, ck in enumerate(c):
        h, l = hilo(ck)
        print("\t%s, %s," % (h.hex(), l.hex()))
    print("};")


def erf_tables():
    print('#include "libm_dd.h"\n')
    print("/* Written by libc/tools/libm_fit.py erf (mpmath): see __erf_dd.c. */\n")
    # erf(x)/x as a polynomial in u = x^2 - 0.5, x in [0, 1]
    def p(u):
        return mp.erf(mp.sqrt(u)) / mp.sqrt(u) if u > 0 else 2 / mp.sqrt(mp.pi)
    fit(p, mp.mpf(0), mp.mpf(1), mp.mpf(0.5), 13, "erf(x)/x in u = x^2", "__erf_p")
    # g(x) = erfc(x) e^(x^2) in d = x - m
    g = lambda x: mp.erfc(x) * mp.exp(x * x)
    for i, (a, b, deg) in enumerate(((1, 1.5, 15), (1.5, 2, 14), (2, 3, 17))):
        a, b = mp.mpf(a), mp.mpf(b)
        fit(g, a, b, (a + b) / 2, deg, "erfc(x) e^(x^2)", "__erfc_g%d" % i)
    # h(u) = x g(x), u = 1/x^2, around m
    def h(u):
        x = 1 / mp.sqrt(u)
        return x * g(x) if u > 0 else 1 / mp.sqrt(mp.pi)
    for i, (a, b, deg) in enumerate(((3, 4, 13), (4, 6, 12), (6, 10, 11), (10, 28, 9))):
        ua, ub = 1 / mp.mpf(b) ** 2, 1 / mp.mpf(a) ** 2
        m = mp.mpf(float((ua + ub) / 2))
        fit(h, ua, ub, m, deg, "x erfc(x) e^(x^2) in u = 1/x^2", "__erfc_h%d" % i)
        print("/* center %s */" % float(m).hex())


def taylor(name, cname, coef, n):
    print("/* %s: Taylor coefficients 0..%d */" % (name, n))
    print("hidden const double %s[%d] = {" % (cname, 2 * (n + 1)))
    for k in range(n + 1):
        h, l = hilo(coef(k))
        print("\t%s, %s," % (h.hex(), l.hex()))
    print("};")


def gamma_tables():
    print('#include "libm_dd.h"\n')
    print("/* Written by libc/tools/libm_fit.py gamma (mpmath): see __lgamma_dd.c. */\n")
    f1 = lambda d: mp.loggamma(1 + d) / d if d != 0 else -mp.euler
    f2 = lambda d: mp.loggamma(2 + d) / d if d != 0 else 1 - mp.euler
    g2 = lambda d: mp.gamma(2 + d)
    q = mp.mpf(1) / 8
    fit(f1, -2 * q, mp.mpf(0), -q, 18, "lgamma(1+d)/d", "__lgamma_f1a")
    fit(f1, mp.mpf(0), 2 * q, q, 16, "lgamma(1+d)/d", "__lgamma_f1b")
    fit(f2, -4 * q, mp.mpf(0), -2 * q, 17, "lgamma(2+d)/d", "__lgamma_f2a")
    fit(f2, mp.mpf(0), 4 * q, 2 * q, 15, "lgamma(2+d)/d", "__lgamma_f2b")
    fit(mp.loggamma, 10 * q, 12 * q, 11 * q, 14, "lgamma(x)", "__lgamma_f3")
    fit(g2, -4 * q, mp.mpf(0), -2 * q, 17, "tgamma(2+d)", "__tgamma_g2a")
    fit(g2, mp.mpf(0), 4 * q, 2 * q, 16, "tgamma(2+d)", "__tgamma_g2b")
    taylor("sin(pi r)/r in r^2", "__sinpi_p",
           lambda k: (-1) ** k * mp.pi ** (2 * k + 1) / mp.factorial(2 * k + 1), 11)
    taylor("cos(pi r) in r^2", "__cospi_p",
           lambda k: (-1) ** k * mp.pi ** (2 * k) / mp.factorial(2 * k), 11)


def bessel_taylor(name, z, n):
    """Taylor coefficients at a zero z of J_nu or Y_nu from the ODE
    x^2 f'' + x f' + (x^2 - nu^2) f = 0 in d = x - z: a_0 = 0, a_1 =
    f'(z) (J0' = -J1, J1' = J0 - J1/x and the same for Y)."""
    nu = int(name[1])
    other = mp.besselj if name[0] == "j" else mp.bessely
    a = [mp.mpf(0), -other(1, z) if nu == 0 else other(0, z)]
    for k in range(n - 1):
        s = (2 * z * k * (k + 1) + z * (k + 1)) * a[k + 1]
        s += (k * k + z * z - nu * nu) * a[k]
        if k >= 1:
            s += 2 * z * a[k - 1]
        if k >= 2:
            s += a[k - 2]
        a.append(-s / (z * z * (k + 2) * (k + 1)))
    return a


def bessel_tables():
    """J0, J1, Y0, Y1: the zeros below 25 (triple doubles) with the
    Taylor coefficients of f(z + d)/d, degree BES_N, for |d| <= 1/32;
    the modulus and phase of the asymptotic expansion (DLMF 10.18.17-18
    carried to t^40, t = 1/x, from the Hankel series P and Q in exact
    rationals); sin(s)/s and cos(s) in s^2."""
    from fractions import Fraction as Fr
    D, N = 40, 12
    R = mp.mpf(1) / 32
    print('#include "bessel.h"\n')
    print("/* Written by libc/tools/libm_fit.py bessel (mpmath): see __bessel_dd.c. */\n")
    funcs = (("j0", lambda t: mp.besselj(0, t), lambda k: mp.besseljzero(0, k)),
             ("j1", lambda t: mp.besselj(1, t), lambda k: mp.besseljzero(1, k)),
             ("y0", lambda t: mp.bessely(0, t), lambda k: mp.besselyzero(0, k)),
             ("y1", lambda t: mp.bessely(1, t), lambda k: mp.besselyzero(1, k)))
    for name, f, zero in funcs:
        zs = []
        k = 1
        while True:
            z = zero(k)
            if z > 25:
                break
            zs.append(z)
            k += 1
        print("/* %s: %d zeros below 25; f(z + d)/d for |d| <= 1/32, degree %d */" % (name, len(zs), N))
        print("hidden const double __%s_zero[%d] = {" % (name, 3 * len(zs)))
        parts = []
        for z in zs:
            h = float(z)
            m = float(z - h)
            l = float(z - h - m)
            parts.append((h, m, l))
            print("\t%s, %s, %s," % (h.hex(), m.hex(), l.hex()))
        print("};")
        # two more parts for binary128 (__bessel_ld.c): its long double
        # nearest a zero can be 2^-113 of it away, beyond three doubles
        print("hidden const double __%s_zero_tail[%d] = {" % (name, 2 * len(zs)))
        for k in range(1, len(zs) + 1):
            with mp.workdps(100):
                r = zero(k) - sum(mp.mpf(v) for v in parts[k - 1])
                a3 = float(r)
                a4 = float(r - a3)
            print("\t%s, %s," % (a3.hex(), a4.hex()))
        print("};")
        print("hidden const double __%s_taylor[%d] = {" % (name, len(zs) * 2 * (N + 1)))
        for z in zs:
            c = bessel_taylor(name, z, N + 6)
            err = sum(abs(c[j + 1]) * R ** j for j in range(N + 1, N + 6)) / abs(c[1])
            print("\t/* z = %s, truncation 2^%.1f */" % (mp.nstr(z, 17), float(mp.log(err, 2))))
            for j in range(N + 1):
                h, l = hilo(c[j + 1])
                print("\t%s, %s," % (h.hex(), l.hex()))
        print("};")

    # the zeros from 25 to BES_XT (triple doubles): __bessel_asy.c takes
    # x - z and the phase's change from z to x there, not the phase
    # itself (docs/libm.md, "Bessel functions")
    XT = 1024
    for name, f, zero in funcs:
        zs, k = [], 1
        while True:
            z = zero(k)
            if z > XT:
                break
            if z > 25:
                zs.append((k, z))
            k += 1
        print("/* %s: zeros %d to %d, in (25, %d) */" % (name, zs[0][0], zs[-1][0], XT))
        print("hidden const double __%s_zero_asy[%d] = {" % (name, 3 * len(zs)))
        for k, z in zs:
            h = float(z)
            m = float(z - h)
            l = float(z - h - m)
            print("\t%s, %s, %s," % (h.hex(), m.hex(), l.hex()))
        print("};")

    # from 14 to 25 the series' absolute error (2^-104 of its largest
    # term, 2^-74 at 25) is too much for the recurrences of jnl and ynl:
    # f(z + d)/d to degree NW around each zero with |d| up to half the
    # gap to the next (under 1.6; |a_k| <= 1/k!, so 1.6^(NW+1)/(NW+1)!
    # is below 2^-107), evaluated in double-double all through
    NW, XL = 34, 14
    for name, f, zero in funcs:
        zs, k = [], 1
        while True:
            z = zero(k)
            if z > 25 + 1.75:
                break
            if z > XL - 1.75:
                zs.append((k, z))
            k += 1
        print("/* %s: zeros %d to %d (%s to %s) with f(z + d)/d to degree %d */" %
              (name, zs[0][0], zs[-1][0], mp.nstr(zs[0][1], 6), mp.nstr(zs[-1][1], 6), NW))
        print("hidden const double __%s_wide[%d] = {" % (name, len(zs) * (3 + 2 * (NW + 1))))
        for k, z in zs:
            h = float(z)
            m = float(z - h)
            l = float(z - h - m)
            c = bessel_taylor(name, z, NW + 3)
            print("\t%s, %s, %s," % (h.hex(), m.hex(), l.hex()))
            for j in range(NW + 1):
                h, l = hilo(c[j + 1])
                print("\t%s, %s," % (h.hex(), l.hex()))
        print("};")

    def a(k, nu):
        p = Fr(1)
        for j in range(1, k + 1):
            p *= Fr(4 * nu * nu - (2 * j - 1) ** 2, 8 * j)
        return p

    def mul(A, B):
        C = [Fr(0)] * (D + 1)
        for i, x in enumerate(A):
            if x:
                for j in range(D + 1 - i):
                    C[i + j] += x * B[j]
        return C

    for nu in (0, 1):
        P = [Fr(0)] * (D + 1)
        Q = [Fr(0)] * (D + 1)
        for k in range(D + 1):
            (P if k % 2 == 0 else Q)[k] = (-1) ** (k // 2) * a(k, nu)
        A = [x + y for x, y in zip(mul(P, P), mul(Q, Q))]
        S = [Fr(0)] * (D + 1)
        S[0] = Fr(1)
        for k in range(1, D + 1):
            S[k] = (A[k] - sum(S[i] * S[k - i] for i in range(1, k))) / 2
        iP = [Fr(0)] * (D + 1)
        iP[0] = Fr(1)
        for k in range(1, D + 1):
            iP[k] = -sum(P[i] * iP[k - i] for i in range(1, k + 1))
        u = mul(Q, iP)
        u2 = mul(u, u)
        psi = [Fr(0)] * (D + 1)
        up, j = u[:], 0
        while any(up):
            for k in range(D + 1):
                psi[k] += Fr((-1) ** j, 2 * j + 1) * up[k]
            up, j = mul(up, u2), j + 1
        print("/* nu = %d: modulus sqrt(2/(pi x)) (1 + sum s_k t^2k), phase"
              " x - (2 nu + 1) pi/4 + sum p_k t^(2k+1) */" % nu)
        print("hidden const double __bessel_mod%d[%d] = {" % (nu, D // 2))
        for k in range(1, D // 2 + 1):
            print("\t%s," % float(S[2 * k]).hex())
        print("};")
        print("hidden const double __bessel_phase%d[%d] = {" % (nu, D // 2))
        for k in range(D // 2):
            print("\t%s," % float(psi[2 * k + 1]).hex())
        print("};")
    taylor("sin(s)/s in s^2", "__bessel_sin",
           lambda k: mp.mpf(-1) ** k / mp.factorial(2 * k + 1), 11)
    taylor("cos(s) in s^2", "__bessel_cos",
           lambda k: mp.mpf(-1) ** k / mp.factorial(2 * k), 11)


def q128(v):
    """v rounded to binary128 as a C literal (integer significand)."""
    with mp.workprec(113):
        h = +v
    if h == 0:
        return "0.0L", h
    m, e = mp.frexp(h)
    n = int(mp.ldexp(m, 113))
    return "%s0x%xp%dL" % ("-" if n < 0 else "", abs(n), e - 113), h


def parts128(v, k):
    out = []
    for i in range(k):
        s, h = q128(v)
        out.append(s)
        v = v - h
    return out


def bessel128_tables():
    """binary128 (__bessel_q.c): for J0, J1, Y0, Y1 the zeros below
    BESQ_XT (and one more) in three binary128 parts, each with f'(z) in
    two (J0' = -J1, J1' = J0 - J1/x, the same for Y); 2/pi, 1/pi, gamma
    in two."""
    mp.mp.prec = 500
    XT = 92
    print("#include \"bessel.h\"\n")
    print("/* Written by libc/tools/libm_fit.py bessel128 (mpmath): see __bessel_q.c. */\n")
    print("#if LDBL_MANT_DIG == 113")
    funcs = (("j0", lambda z: -mp.besselj(1, z), lambda k: mp.besseljzero(0, k)),
             ("j1", lambda z: mp.besselj(0, z), lambda k: mp.besseljzero(1, k)),
             ("y0", lambda z: -mp.bessely(1, z), lambda k: mp.besselyzero(0, k)),
             ("y1", lambda z: mp.bessely(0, z), lambda k: mp.besselyzero(1, k)))
    for name, df, zero in funcs:
        rows = []
        k = 1
        while True:
            z = zero(k)
            rows.append(parts128(z, 3) + parts128(df(z), 2))
            if z > XT:
                break
            k += 1
        print("/* %s: %d zeros, z in three parts, f'(z) in two */" % (name, len(rows)))
        print("hidden const long double __%s_zero_q[%d] = {" % (name, 5 * len(rows)))
        for r in rows:
            print("\t" + ", ".join(r) + ",")
        print("};")
    print("hidden const long double __besq_const[6] = {")
    print("\t/* 2/pi */ %s," % ", ".join(parts128(2 / mp.pi, 2)))
    print("\t/* 1/pi */ %s," % ", ".join(parts128(1 / mp.pi, 2)))
    print("\t/* gamma */ %s," % ", ".join(parts128(mp.euler, 2)))
    print("};")
    print("#endif")


def lgamma_zeros(n_max=30):
    """The zeros of lgamma below -2, two in each (-n-1, -n), to 60 digits:
    [(n, z)], from a bracket on each side of -n - 1/2 (lgamma's minimum on
    the interval is near it; |gamma| < 1 there for n >= 2)."""
    lg = lambda x: mp.log(abs(mp.gamma(x)))
    out = []
    for n in range(2, n_max + 1):
        m = -n - mp.mpf(1) / 2
        a = -n - 1 + mp.mpf(1) / (2 * mp.factorial(n + 1))
        b = -n - mp.mpf(1) / (2 * mp.factorial(n))
        for lo, hi in ((a, m), (m, b)):
            out.append((n, mp.findroot(lg, (lo, hi), solver="anderson")))
    return out


def lgamma_reach(lg, z, sg, hi, T):
    """How far from the zero z, toward sg, |lgamma| stays below T, up to
    hi (bisection: from z to the pole on one side, to -n - 1/2 on the
    other, |lgamma| grows)."""
    lo = mp.mpf(0)
    for _ in range(200):
        m = (lo + hi) / 2
        if abs(lg(z + sg * m)) < T:
            lo = m
        else:
            hi = m
    return hi


def lgamma_rows():
    """The zeros lgamma_tables holds: [(n, z, rho, R, e, a, truncation)]
    and the degree."""
    import math
    mp.mp.dps = 60
    T = mp.mpf(1) / 32
    DEG = 16
    lg = lambda x: mp.log(abs(mp.gamma(x)))
    rows = []
    for n, z in lgamma_zeros(24):
        rho = abs(z - mp.nint(z))
        x0 = float(z)
        near = [x0 + k * math.ulp(x0) for k in (-1, 0, 1)]
        if min(abs(lg(mp.mpf(x))) for x in near if math.floor(x) != x) >= T:
            continue
        # R: |lgamma| < T on [z - R1, z + R2] (bisection: from z up to the
        # pole on one side, to -n - 1/2 on the other, |lgamma| grows)
        hw = []
        for sg in (-1, 1):
            hi = rho if sg * (mp.nint(z) - z) > 0 else abs(z + n + mp.mpf(1) / 2)
            hw.append(lgamma_reach(lg, z, sg, hi, T))
        R = max(hw)
        e = int(mp.ceil(mp.log(R, 2)))
        a = [mp.psi(k - 1, z) / mp.factorial(k) for k in range(1, DEG + 12)]
        tr = max(sum(abs(a[k]) * R ** (k + 1) for k in range(DEG + 1, DEG + 11)) / abs(lg(z + sg * R))
                 for sg in (-1, 1))
        rows.append((n, z, rho, R, e, a, tr))
    return rows, DEG


def lgamma_hard():
    """tests/libm/hard/lgamma: for each zero in (-18, -2), the double
    nearest it and two either side; for those lgamma_tables holds, the
    doubles nearest z - R and z + R and one either side (the ends of the
    polynomial's interval, where the reflection takes over)."""
    import math
    rows, _ = lgamma_rows()
    R = {float(r[1]): r[3] for r in rows}
    print("# lgamma next to its zeros below -2 (libm_fit.py lgamma-hard): the")
    print("# double nearest each zero in (-18, -2) and two ulps either side; the")
    print("# doubles at the ends of the intervals of __lgamma_zero.c and one either side")
    seen = set()
    for n, z in lgamma_zeros(17):
        x0 = float(z)
        xs = [x0 + k * math.ulp(x0) for k in range(-2, 3)]
        if x0 in R:
            for sg in (-1, 1):
                b = float(z + sg * R[x0])
                xs += [b + k * math.ulp(b) for k in (-1, 0, 1)]
        for x in xs:
            if math.floor(x) != x and x not in seen:
                seen.add(x)
                print(x.hex())


def lgamma_tables():
    """lgamma next to its negative zeros (docs/libm.md, "lgamma below
    -2"): the reflection's absolute error (2^-63 measured, 2^-62
    assumed) is within 1/32 ulp wherever |lgamma| >= T = 1/32, so each
    zero z that has a double x with |lgamma(x)| < T gets an interval
    |x - z| <= R with |lgamma| >= T at both ends (R the larger of the two
    half-widths), z as three doubles (x - z0 exact, d = x - z relative
    to 2^-100), and lgamma(z + 2^e t)/t as a Taylor polynomial of degree
    LGZ_DEG in t = d 2^-e (2^e the power of 2 at or above R, |t| <= 1;
    a_k = psi^(k-1)(z)/k!), truncation below 2^-64 of |lgamma| at +-R."""
    rows, DEG = lgamma_rows()
    ns = [r[0] for r in rows]
    assert ns == [k for k in range(2, ns[-1] + 1) for _ in (0, 1)], ns
    print('#include "libm_dd.h"\n')
    print("/* Written by libc/tools/libm_fit.py lgamma (mpmath): see __lgamma_dd.c. */\n")
    print("/* The zeros of lgamma in (-%d, -2) that some double x has |lgamma(x)| < 1/32" % (ns[-1] + 1))
    print(" * next to (two in each (-n-1, -n), LGZ_LAST = %d in __lgamma_dd.c), in order:" % ns[-1])
    print(" * z as three doubles, R, 2^-e, then lgamma(z + 2^e t)/t as LGZ_DEG + 1 = %d" % (DEG + 1))
    print(" * pairs (Taylor, ascending). */")
    print("hidden const double __lgamma_zero[%d] = {" % (len(rows) * (5 + 2 * (DEG + 1))))
    for n, z, rho, R, e, a, tr in rows:
        h = float(z)
        m = float(z - h)
        l = float(z - h - m)
        print("\t/* z = %s, R = %s (%.3f of the distance to the pole), truncation 2^%.1f */" %
              (mp.nstr(z, 20), mp.nstr(R, 4), float(R / rho), float(mp.log(tr, 2))))
        print("\t%s, %s, %s," % (h.hex(), m.hex(), l.hex()))
        print("\t%s, %s," % (float(R).hex(), float(mp.mpf(2) ** -e).hex()))
        for k in range(DEG + 1):
            hh, ll = hilo(a[k] * mp.mpf(2) ** (e * (k + 1)))
            print("\t%s, %s," % (hh.hex(), ll.hex()))
    print("};")


def lgammal_intervals(prec=64, nmax=24):
    """The x87 form of lgamma_tables (docs/libm.md, "lgammal below -2"):
    the reflection of __lgammal_dd is within 2^-69 absolute (2^-69.6
    measured), within 1/16 ulp of the 64-bit format wherever |lgamma| >=
    1/4; each zero where some long double has |lgamma| < 1/4 gets the
    interval [-R1, R2] of d = x - z where it is so, and lgamma(z + d)/d
    there as a polynomial in t = d 2^-e fitted by Chebyshev
    interpolation to 2^-74 of its smallest value (degree per zero,
    evaluated in double-double). In (-3, -2), where lgamma's minimum is
    -0.056, the set |lgamma| < 1/8 (there the reflection is within
    2^-71) is one interval holding both zeros, split at -2.6."""
    mp.mp.dps = 60 if prec == 64 else 100
    lg = lambda x: mp.log(abs(mp.gamma(x)))
    out = []
    for n, z in lgamma_zeros(nmax):
        rho = abs(z - mp.nint(z))
        with mp.workprec(prec):
            x0 = +z
        u = mp.mpf(2) ** (mp.floor(mp.log(abs(x0), 2)) - (prec - 1))
        near = [x for x in (x0 - u, x0, x0 + u) if x != mp.nint(x)]
        T = mp.mpf(1) / (8 if n == 2 else 4)
        if min(abs(lg(x)) for x in near) >= T:
            continue
        hw = []
        for sg in (-1, 1):
            if sg * (mp.nint(z) - z) > 0:
                hi = rho
            elif n == 2:
                # toward the other zero: the split at -2.6
                hw.append(abs(-mp.mpf(2.6) - z))
                continue
            else:
                hi = abs(z + n + mp.mpf(1) / 2)
            hw.append(lgamma_reach(lg, z, sg, hi, T))
        out.append((n, z, hw[0], hw[1]))
    return out


def lgammal_fits(prec, target):
    """The intervals of lgammal_intervals(prec) with their fits: [(n, z,
    r1, r2, e, degree, coefficients ascending, relative error)]."""
    lg = lambda x: mp.log(abs(mp.gamma(x)))
    rows = []
    for n, z, r1, r2 in lgammal_intervals(prec, 24 if prec == 64 else 34):
        e = int(mp.ceil(mp.log(max(r1, r2), 2)))
        s = mp.mpf(2) ** e
        G = lambda t: lg(z + s * t) / t if t != 0 else mp.psi(0, z) * s
        a, b = -r1 / s, r2 / s
        gmin = min(abs(G(a + (b - a) * k / 64)) for k in range(65))
        deg = 12 if prec == 64 else 30
        while True:
            c, err = mp.chebyfit(G, [a, b], deg + 1, error=True)
            if err / gmin < target:
                break
            deg += 1
        rows.append((n, z, r1, r2, e, deg, c[::-1], err / gmin))
    return rows


def lgammal_tables():
    """Writes __lgammal_zero.c (lgammal_intervals' docstring): the x87
    table in doubles (evaluated in double-double), the binary128 one in
    long double pairs (the reflection within 2^-118 there, 2^-118.8
    measured; the fits to 2^-124, z in three long doubles)."""
    print('#include "libm_ld.h"\n')
    print("/* Written by libc/tools/libm_fit.py lgammal (mpmath): see __lgammal_dd.c. */\n")
    print("#if LDBL_MANT_DIG == 64")
    rows = lgammal_fits(64, mp.mpf(2) ** -74)
    dmax = max(r[5] for r in rows)
    print("/* The x87 format: the %d zeros of lgamma in (-%d, -2) next to which some long" % (len(rows), rows[-1][0] + 1))
    print(" * double has |lgamma| < 1/4 (1/8 in (-3, -2)), from -2.747 down, each: z as")
    print(" * three doubles, -R1, R2, 2^-e, the degree, then LGZL_DMAX + 1 = %d pairs of" % (dmax + 1))
    print(" * lgamma(z + 2^e t)/t (ascending, zero past the degree). */")
    print("hidden const double __lgammal_zero[%d] = {" % (len(rows) * (7 + 2 * (dmax + 1))))
    for n, z, r1, r2, e, deg, c, rel in rows:
        h = float(z)
        m = float(z - h)
        l = float(z - h - m)
        print("\t/* z = %s, d in [-%s, %s], degree %d, fit 2^%.1f */" %
              (mp.nstr(z, 22), mp.nstr(r1, 4), mp.nstr(r2, 4), deg, float(mp.log(rel, 2))))
        print("\t%s, %s, %s," % (h.hex(), m.hex(), l.hex()))
        print("\t%s, %s, %s, %d," % (float(-r1).hex(), float(r2).hex(), float(mp.mpf(2) ** -e).hex(), deg))
        for k in range(dmax + 1):
            hh, ll = hilo(c[k]) if k <= deg else (0.0, 0.0)
            print("\t%s, %s," % (hh.hex(), ll.hex()))
    print("};")
    print("#elif LDBL_MANT_DIG == 113")

    def q(v):
        with mp.workprec(113):
            v = +v
        if v == 0:
            return "0.0L"
        man, ex = mp.frexp(v)
        m = int(man * 2 ** 113)
        return ("-" if m < 0 else "") + "0x%xp%+dL" % (abs(m), ex - 113)

    def qq(v):
        with mp.workprec(113):
            h = +v
        return q(h), q(v - h)

    def qqq(v):
        # the long double nearest a zero can be 2^-113 of it away
        # (2^-118 seen): d = x - z needs z beyond two parts
        with mp.workprec(113):
            h = +v
            m = +(v - h)
        return q(h), q(m), q(v - h - m)
    rows = lgammal_fits(113, mp.mpf(2) ** -124)
    dmax = max(r[5] for r in rows)
    print("/* binary128: the %d zeros of lgamma in (-%d, -2) next to which some long" % (len(rows), rows[-1][0] + 1))
    print(" * double has |lgamma| < 1/4 (1/8 in (-3, -2)), each: z in three parts, -R1, R2,")
    print(" * 2^-e, the degree, then LGZL_DMAX + 1 = %d pairs of lgamma(z + 2^e t)/t. */" % (dmax + 1))
    print("hidden const long double __lgammal_zero[%d] = {" % (len(rows) * (7 + 2 * (dmax + 1))))
    for n, z, r1, r2, e, deg, c, rel in rows:
        print("\t/* z = %s, d in [-%s, %s], degree %d, fit 2^%.1f */" %
              (mp.nstr(z, 36), mp.nstr(r1, 4), mp.nstr(r2, 4), deg, float(mp.log(rel, 2))))
        print("\t%s, %s, %s," % qqq(z))
        print("\t%s, %s, %s, %d," % (q(-r1), q(r2), q(mp.mpf(2) ** -e), deg))
        for k in range(dmax + 1):
            print("\t%s, %s," % (qq(c[k]) if k <= deg else ("0.0L", "0.0L")))
    print("};")
    print("#endif")


def lgammal_hard():
    """@ld80 and @ld128 lines for tests/libm/hard/lgammal: for each zero
    in (-20, -2) (x87) and (-35, -2) (binary128), the long double nearest
    it and two either side; for those lgammal_tables holds, the long
    doubles nearest the ends of the interval and one either side."""
    print("# the x87 (@ld80) and binary128 (@ld128) formats next to the zeros")
    print("# of lgamma below -2 (libm_fit.py lgammal-hard): the long double")
    print("# nearest each zero and two either side, the ends of the intervals")
    print("# of __lgammal_zero.c and one either side")
    for prec, fmt, nz in ((64, "ld80", 19), (113, "ld128", 34)):
        iv = {(n, float(z)): (r1, r2) for n, z, r1, r2 in lgammal_intervals(prec, 24 if prec == 64 else 34)}

        def rnd(v):
            with mp.workprec(prec):
                return +v

        def hexl(v):
            man, ex = mp.frexp(v)
            m = int(man * 2 ** prec)
            return ("-" if m < 0 else "") + "0x%xp%+d" % (abs(m), ex - prec)

        def ulp(v):
            return mp.mpf(2) ** (mp.floor(mp.log(abs(v), 2)) - (prec - 1))
        seen = set()
        for n, z in lgamma_zeros(nz):
            x0 = rnd(z)
            xs = [rnd(x0 + k * ulp(x0)) for k in range(-2, 3)]
            if (n, float(z)) in iv:
                r1, r2 = iv[(n, float(z))]
                for b in (rnd(z - r1), rnd(z + r2)):
                    xs += [b - ulp(b), b, b + ulp(b)]
            for x in xs:
                if x != mp.floor(x) and x not in seen:
                    seen.add(x)
                    print("@%s %s" % (fmt, hexl(x)))


if __name__ == "__main__":
    {"erf": erf_tables, "gamma": gamma_tables, "bessel": bessel_tables,
     "lgamma": lgamma_tables, "lgamma-hard": lgamma_hard,
     "lgammal": lgammal_tables, "lgammal-hard": lgammal_hard,
     "bessel128": bessel128_tables}[sys.argv[1]]()
