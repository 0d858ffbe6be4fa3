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


if __name__ == "__main__":
    {"erf": erf_tables, "gamma": gamma_tables, "bessel": bessel_tables,
     "bessel128": bessel128_tables}[sys.argv[1]]()
