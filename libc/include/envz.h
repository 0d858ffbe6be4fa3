#ifndef _ENVZ_H
#define _ENVZ_H

/* GNU envz vectors: argz vectors of NAME=VALUE entries; an entry without
 * '=' is a name with a null value. */

#include <argz.h>

__BEGIN_DECLS

char *envz_entry(const char *__restrict, size_t, const char *__restrict);
char *envz_get(const char *__restrict, size_t, const char *__restrict);
error_t envz_add(char **__restrict, size_t *__restrict, const char *__restrict, const char *__restrict);
error_t envz_merge(char **__restrict, size_t *__restrict, const char *__restrict, size_t, int);
void envz_remove(char **__restrict, size_t *__restrict, const char *__restrict);
void envz_strip(char **__restrict, size_t *__restrict);

__END_DECLS

#endif
