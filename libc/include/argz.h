#ifndef _ARGZ_H
#define _ARGZ_H

/* GNU argz vectors: strings laid end to end, each with its NUL, in one
 * malloc'd block described by a pointer and a total length. */

#include <features.h>

#define __NEED_size_t
#include <bits/alltypes.h>

#ifndef __error_t_defined
#define __error_t_defined 1
typedef int error_t;
#endif

__BEGIN_DECLS

error_t argz_create(char *const[], char **__restrict, size_t *__restrict);
error_t argz_create_sep(const char *__restrict, int, char **__restrict, size_t *__restrict);
size_t argz_count(const char *, size_t);
void argz_extract(const char *__restrict, size_t, char **__restrict);
void argz_stringify(char *, size_t, int);
error_t argz_append(char **__restrict, size_t *__restrict, const char *__restrict, size_t);
error_t argz_add(char **__restrict, size_t *__restrict, const char *__restrict);
error_t argz_add_sep(char **__restrict, size_t *__restrict, const char *__restrict, int);
void argz_delete(char **__restrict, size_t *__restrict, char *__restrict);
error_t argz_insert(char **__restrict, size_t *__restrict, char *__restrict, const char *__restrict);
error_t argz_replace(char **__restrict, size_t *__restrict, const char *__restrict,
                     const char *__restrict, unsigned *__restrict);
char *argz_next(const char *__restrict, size_t, const char *__restrict);

size_t __argz_count(const char *, size_t);
void __argz_stringify(char *, size_t, int);
char *__argz_next(const char *__restrict, size_t, const char *__restrict);

__END_DECLS

#endif
