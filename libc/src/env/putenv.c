/* The environment array. Our own copy is made on the first change, and
 * remade whenever the program has pointed environ elsewhere; strings
 * libc allocated (setenv) are tracked so replacing or removing them frees
 * them, which keeps setenv in a loop from leaking without bound. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "lock.h"

volatile int __env_lock[1];
static char **our_env;
static size_t our_cap;
static char **owned;
static size_t nowned, owned_cap;

void __env_rm_add(char *old, char *new)
{
	for (size_t i = 0; i < nowned; i++) {
		if (old && owned[i] == old) {
			free(old);
			owned[i] = new;
			return;
		}
		if (!old && !owned[i] && new) {
			owned[i] = new;
			return;
		}
	}
	if (!new) return;
	if (nowned == owned_cap) {
		size_t n = owned_cap ? owned_cap * 2 : 16;
		char **t = realloc(owned, n * sizeof *t);
		/* Out of memory: the string just stays unowned (a leak, not a
		 * crash). */
		if (!t) return;
		owned = t;
		owned_cap = n;
	}
	owned[nowned++] = new;
}

int __env_own(size_t n)
{
	if (__environ == our_env && our_env && n + 2 <= our_cap) return 0;
	size_t cap = (n + 2) * 2;
	char **e = malloc(cap * sizeof *e);
	if (!e) return -1;
	if (n) memcpy(e, __environ, n * sizeof *e);
	e[n] = 0;
	/* Our previous array is dead either way: outgrown here, or already
	 * abandoned by a program that set environ itself. */
	free(our_env);
	__environ = our_env = e;
	our_cap = cap;
	return 0;
}

void __env_drop(void)
{
	free(our_env);
	our_env = 0;
	our_cap = 0;
}

int __putenv(char *s, size_t l, int ours)
{
	size_t i = 0;
	LOCK(__env_lock);
	if (__environ) {
		for (char **e = __environ; *e; e++, i++) {
			if (!strncmp(s, *e, l + 1)) {
				char *old = *e;
				*e = s;
				__env_rm_add(old, ours ? s : 0);
				UNLOCK(__env_lock);
				return 0;
			}
		}
	}
	if (__env_own(i) < 0) {
		UNLOCK(__env_lock);
		if (ours) free(s);
		errno = ENOMEM;
		return -1;
	}
	__environ[i] = s;
	__environ[i + 1] = 0;
	if (ours) __env_rm_add(0, s);
	UNLOCK(__env_lock);
	return 0;
}

int putenv(char *s)
{
	size_t l = 0;
	while (s[l] && s[l] != '=') l++;
	/* glibc: no '=' means remove the variable. */
	if (!s[l]) return unsetenv(s);
	if (!l) {
		errno = EINVAL;
		return -1;
	}
	return __putenv(s, l, 0);
}
