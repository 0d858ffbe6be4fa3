#ifndef _STRING_H
#define _STRING_H

#include <features.h>

#ifdef __cplusplus
#define NULL 0L
#else
#define NULL ((void*)0)
#endif

#define __NEED_size_t
#define __NEED_locale_t
#include <bits/alltypes.h>

__BEGIN_DECLS

void *memcpy(void *__restrict, const void *__restrict, size_t);
void *memmove(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(const void *, const void *, size_t);
void *memchr(const void *, int, size_t);

char *strcpy(char *__restrict, const char *__restrict);
char *strncpy(char *__restrict, const char *__restrict, size_t);
char *strcat(char *__restrict, const char *__restrict);
char *strncat(char *__restrict, const char *__restrict, size_t);
int strcmp(const char *, const char *);
int strncmp(const char *, const char *, size_t);
int strcoll(const char *, const char *);
size_t strxfrm(char *__restrict, const char *__restrict, size_t);
char *strchr(const char *, int);
char *strrchr(const char *, int);
size_t strcspn(const char *, const char *);
size_t strspn(const char *, const char *);
char *strpbrk(const char *, const char *);
char *strstr(const char *, const char *);
char *strtok(char *__restrict, const char *__restrict);
size_t strlen(const char *);
char *strerror(int);

#if defined(_POSIX_SOURCE) || defined(_POSIX_C_SOURCE) || defined(_XOPEN_SOURCE) \
 || defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
char *strtok_r(char *__restrict, const char *__restrict, char **__restrict);
char *stpcpy(char *__restrict, const char *__restrict);
char *stpncpy(char *__restrict, const char *__restrict, size_t);
size_t strnlen(const char *, size_t);
char *strdup(const char *);
char *strndup(const char *, size_t);
char *strsignal(int);
char *strerror_l(int, locale_t);
int strcoll_l(const char *, const char *, locale_t);
size_t strxfrm_l(char *__restrict, const char *__restrict, size_t, locale_t);
void *memccpy(void *__restrict, const void *__restrict, int, size_t);

/* POSIX's int strerror_r under every feature macro, as musl: gnulib
 * takes a char * strerror_r to mean glibc, uClibc or Cygwin (__GLIBC__
 * and friends), and off those its replacement (strerror_r-posix, linked
 * into findutils and others) calls the system one as if it returned int
 * and never fills the buffer. Code that wants GNU's form asks configure
 * (AC_FUNC_STRERROR_R), as it must for musl and the BSDs. */
int strerror_r(int, char *, size_t);
#endif

#if defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
char *strsep(char **, const char *);
size_t strlcat(char *, const char *, size_t);
size_t strlcpy(char *, const char *, size_t);
void explicit_bzero(void *, size_t);
#include <strings.h>
#endif

#ifdef _GNU_SOURCE
#define strdupa(x) strcpy(__builtin_alloca(strlen(x)+1),x)
#define strndupa(x, n) __extension__ ({ const char *__s = (x); size_t __n = strnlen(__s, (n)); \
	char *__d = __builtin_alloca(__n + 1); __d[__n] = 0; (char *)memcpy(__d, __s, __n); })
int strverscmp(const char *, const char *);
char *strchrnul(const char *, int);
char *strcasestr(const char *, const char *);
void *memmem(const void *, size_t, const void *, size_t);
void *memrchr(const void *, int, size_t);
void *mempcpy(void *__restrict, const void *__restrict, size_t);
void *rawmemchr(const void *, int);
void *memfrob(void *, size_t);
const char *strerrorname_np(int);
const char *strerrordesc_np(int);
/* libgen.h's POSIX basename takes the name when both are included. */
#ifndef basename
char *basename(const char *);
#endif
#endif

#include <bits/fortify.h>
#ifdef __PP_FORTIFY
#include <bits/fortify/string.h>
#endif

__END_DECLS

#endif
