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


if __name__ == "__main__":
    {"erf": erf_tables, "gamma": gamma_tables}[sys.argv[1]]()
