#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include "lookup.h"

/* Copy n strings into buf behind a null-terminated array of pointers to
 * them, the layout every *ent_r result has. ERANGE when buf is short. */
int __db_pack(char **f, int n, char *buf, size_t size, char ***out)
{
	size_t pad = -(uintptr_t)buf & (sizeof(char *) - 1), need = pad;
	need += (n + 1) * sizeof(char *);
	for (int i = 0; i < n; i++) need += strlen(f[i]) + 1;
	if (need > size) return ERANGE;
	char **v = (char **)(buf + pad), *p = (char *)(v + n + 1);
	for (int i = 0; i < n; i++) {
		size_t l = strlen(f[i]) + 1;
		v[i] = memcpy(p, f[i], l);
		p += l;
	}
	v[n] = 0;
	*out = v;
	return 0;
}

/* The static-buffer interfaces (getservent, gethostbyname...) share a
 * buffer that grows until the entry fits. */
int __db_grow(char **buf, size_t *size)
{
	size_t n = *size ? 2 * *size : 1024;
	if (n > 1 << 20) return ERANGE;
	char *b = realloc(*buf, n);
	if (!b) return ENOMEM;
	*buf = b;
	*size = n;
	return 0;
}
