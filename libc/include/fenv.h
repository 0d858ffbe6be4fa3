#ifndef _FENV_H
#define _FENV_H

#include <features.h>

/* The exception bits, rounding-mode values and environment layout are the
 * hardware's, so they live in the arch's bits/fenv.h (glibc's values). */
#include <bits/fenv.h>

__BEGIN_DECLS

int feclearexcept(int);
int fegetexceptflag(fexcept_t *, int);
int feraiseexcept(int);
int fesetexceptflag(const fexcept_t *, int);
int fetestexcept(int);

int fegetround(void);
int fesetround(int);

int fegetenv(fenv_t *);
int feholdexcept(fenv_t *);
int fesetenv(const fenv_t *);
int feupdateenv(const fenv_t *);

#ifdef _GNU_SOURCE
/* Trap control (GNU): return the previously enabled set, or -1 where the
 * hardware cannot trap (most aarch64 cores). */
int feenableexcept(int);
int fedisableexcept(int);
int fegetexcept(void);
#endif

__END_DECLS

#endif
