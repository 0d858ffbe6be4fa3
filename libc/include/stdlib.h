#ifndef _STDLIB_H
#define _STDLIB_H

#include <features.h>

#define __NEED_size_t
#define __NEED_wchar_t
#ifdef _GNU_SOURCE
#define __NEED_locale_t
#endif
#include <bits/alltypes.h>

#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void*)0)
#endif

#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0

#define RAND_MAX 0x7fffffff

/* Always 1 in the "C" locale; 4 in a UTF-8 one. */
size_t __ctype_get_mb_cur_max(void);
#define MB_CUR_MAX (__ctype_get_mb_cur_max())

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

__BEGIN_DECLS

int atoi(const char *);
long atol(const char *);
long long atoll(const char *);
double atof(const char *);

float strtof(const char *__restrict, char **__restrict);
double strtod(const char *__restrict, char **__restrict);
long double strtold(const char *__restrict, char **__restrict);

long strtol(const char *__restrict, char **__restrict, int);
unsigned long strtoul(const char *__restrict, char **__restrict, int);
long long strtoll(const char *__restrict, char **__restrict, int);
unsigned long long strtoull(const char *__restrict, char **__restrict, int);

int rand(void);
void srand(unsigned);

void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
void *aligned_alloc(size_t, size_t);

_Noreturn void abort(void);
int atexit(void (*)(void));
_Noreturn void exit(int);
_Noreturn void _Exit(int);
int at_quick_exit(void (*)(void));
_Noreturn void quick_exit(int);

char *getenv(const char *);

int system(const char *);

void *bsearch(const void *, const void *, size_t, size_t, int (*)(const void *, const void *));
void qsort(void *, size_t, size_t, int (*)(const void *, const void *));

int abs(int);
long labs(long);
long long llabs(long long);

div_t div(int, int);
ldiv_t ldiv(long, long);
lldiv_t lldiv(long long, long long);

int mblen(const char *, size_t);
int mbtowc(wchar_t *__restrict, const char *__restrict, size_t);
int wctomb(char *, wchar_t);
size_t mbstowcs(wchar_t *__restrict, const char *__restrict, size_t);
size_t wcstombs(char *__restrict, const wchar_t *__restrict, size_t);

#if defined(_POSIX_SOURCE) || defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE) \
 || defined(_GNU_SOURCE) || defined(_BSD_SOURCE)

/* Also in <sys/wait.h>; guarded so either may come first. */
#ifndef WEXITSTATUS
#define WNOHANG    1
#define WUNTRACED  2
#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s) ((s) & 0x7f)
#define WSTOPSIG(s) WEXITSTATUS(s)
#define WIFEXITED(s) (!WTERMSIG(s))
#define WIFSTOPPED(s) ((short)((((s)&0xffff)*0x10001U)>>8) > 0x7f00)
#define WIFSIGNALED(s) (((s)&0xffff)-1U < 0xffu)
#endif

int posix_memalign(void **, size_t, size_t);
int setenv(const char *, const char *, int);
int unsetenv(const char *);
int mkstemp(char *);
int mkostemp(char *, int);
char *mkdtemp(char *);
int getsubopt(char **, char *const *, char **);
int rand_r(unsigned *);
char *realpath(const char *__restrict, char *__restrict);

long random(void);
void srandom(unsigned);
char *initstate(unsigned, char *, size_t);
char *setstate(char *);
int putenv(char *);
int posix_openpt(int);
int grantpt(int);
int unlockpt(int);
char *ptsname(int);
char *l64a(long);
long a64l(const char *);
double drand48(void);
double erand48(unsigned short[3]);
long lrand48(void);
long nrand48(unsigned short[3]);
long mrand48(void);
long jrand48(unsigned short[3]);
void srand48(long);
unsigned short *seed48(unsigned short[3]);
void lcong48(unsigned short[7]);
void setkey(const char *);
#endif

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
#include <alloca.h>
char *mktemp(char *);
int mkstemps(char *, int);
int mkostemps(char *, int, int);
void *valloc(size_t);
void *memalign(size_t, size_t);
int getloadavg(double *, int);
int clearenv(void);
#ifndef WCOREDUMP
#define WCOREDUMP(s) ((s) & 0x80)
#define WIFCONTINUED(s) ((s) == 0xffff)
#endif
void *reallocarray(void *, size_t, size_t);
void qsort_r(void *, size_t, size_t, int (*)(const void *, const void *, void *), void *);
long long strtoq(const char *__restrict, char **__restrict, int);
unsigned long long strtouq(const char *__restrict, char **__restrict, int);
__UINT32_TYPE__ arc4random(void);
void arc4random_buf(void *, size_t);
__UINT32_TYPE__ arc4random_uniform(__UINT32_TYPE__);
int getentropy(void *, size_t);
char *ecvt(double, int, int *, int *);
char *fcvt(double, int, int *, int *);
char *gcvt(double, int, char *);
#endif

#ifdef _GNU_SOURCE
int ptsname_r(int, char *, size_t);
int rpmatch(const char *);
char *secure_getenv(const char *);
char *canonicalize_file_name(const char *);
void *pvalloc(size_t);
int strfromd(char *__restrict, size_t, const char *__restrict, double);
int strfromf(char *__restrict, size_t, const char *__restrict, float);
int strfroml(char *__restrict, size_t, const char *__restrict, long double);
float strtof_l(const char *__restrict, char **__restrict, locale_t);
double strtod_l(const char *__restrict, char **__restrict, locale_t);
long double strtold_l(const char *__restrict, char **__restrict, locale_t);
#ifndef __DEFINED___compar_fn_t
typedef int (*__compar_fn_t)(const void *, const void *);
#define __DEFINED___compar_fn_t
#endif
typedef int (*comparison_fn_t)(const void *, const void *);
#endif

#include <bits/fortify.h>
#ifdef __PP_FORTIFY
#include <bits/fortify/stdlib.h>
#endif

__END_DECLS

#endif
