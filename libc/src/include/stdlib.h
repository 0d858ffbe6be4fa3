#ifndef STDLIB_H
#define STDLIB_H

#include "../../include/stdlib.h"

/* Environment internals shared by setenv, putenv, unsetenv, clearenv
 * (state lives in putenv.c). __putenv installs S ("name=value", name
 * length L); OURS says libc allocated S, so it is freed once replaced or
 * removed. __env_rm_add moves OLD out of and NEW into that owned set,
 * freeing OLD if it was ours. __env_own makes environ an array libc owns
 * with room for N entries plus one more; call with __env_lock held. */
int __putenv(char *s, size_t l, int ours);
void __env_rm_add(char *old, char *new);
int __env_own(size_t n);
void __env_drop(void);
extern volatile int __env_lock[1];

/* Random bytes for temp names, arc4random's key, malloc hardening:
 * getrandom when available, otherwise a time/address mix. */
void __random_bytes(void *buf, size_t n);

/* Overwrite the 6 bytes at P with random filename characters. */
void __temp_fill(char *p);
/* mkostemps/mkdtemp/mktemp share the template check: returns the
 * position of "XXXXXX" in T (SUFFIX bytes before its end), or 0 with
 * errno set to EINVAL. */
char *__temp_slot(char *t, int suffix);

#endif
