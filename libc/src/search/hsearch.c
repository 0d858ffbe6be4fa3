/* hsearch and the GNU reentrant hsearch_r: open addressing with linear
 * probing over a power-of-two table that doubles at 3/4 load, so callers
 * who underestimate nel still get room instead of ENOMEM. */
#define _GNU_SOURCE
#include <search.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

static size_t keyhash(const char *k)
{
	size_t h = 0xcbf29ce484222325ull;
	for (const unsigned char *p = (const void *)k; *p; p++) h = (h ^ *p) * 0x100000001b3ull;
	return h ^ h >> 29;
}

static int resize(struct hsearch_data *t, size_t nel)
{
	size_t n = 8;
	while (n < nel + nel / 3 + 1) {
		if (n >= (size_t)1 << 30) return 0;
		n *= 2;
	}
	ENTRY *e = calloc(n, sizeof *e), *old = t->table;
	if (!e) return 0;
	for (size_t i = 0; old && i < t->size; i++) {
		if (!old[i].key) continue;
		size_t j = keyhash(old[i].key);
		while (e[j & (n - 1)].key) j++;
		e[j & (n - 1)] = old[i];
	}
	free(old);
	t->table = e;
	t->size = n;
	return 1;
}

int hcreate_r(size_t nel, struct hsearch_data *t)
{
	if (!t) {
		errno = EINVAL;
		return 0;
	}
	/* As in glibc: a live table is an error, not a leak. */
	if (t->table) return 0;
	t->filled = 0;
	t->size = 0;
	if (!resize(t, nel)) {
		errno = ENOMEM;
		return 0;
	}
	return 1;
}

void hdestroy_r(struct hsearch_data *t)
{
	if (!t) {
		errno = EINVAL;
		return;
	}
	free(t->table);
	t->table = 0;
	t->size = t->filled = 0;
}

int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *t)
{
	if (!t || !t->table) {
		*retval = 0;
		errno = EINVAL;
		return 0;
	}
	size_t mask = t->size - 1, i = keyhash(item.key);
	ENTRY *e;
	for (;; i++) {
		e = &t->table[i & mask];
		if (!e->key) break;
		if (!strcmp(e->key, item.key)) {
			*retval = e;
			return 1;
		}
	}
	if (action == FIND) {
		*retval = 0;
		errno = ESRCH;
		return 0;
	}
	if ((size_t)t->filled + 1 >= t->size) {
		/* Completely full and cannot grow. */
		if (!resize(t, t->size * 2)) {
			*retval = 0;
			errno = ENOMEM;
			return 0;
		}
		return hsearch_r(item, action, retval, t);
	}
	*e = item;
	t->filled++;
	if ((size_t)t->filled * 4 > (size_t)t->size * 3 && resize(t, t->size * 2)) {
		/* The entry moved: find it again. */
		return hsearch_r(item, FIND, retval, t);
	}
	*retval = e;
	return 1;
}

static struct hsearch_data global;

int hcreate(size_t nel)
{
	return hcreate_r(nel, &global);
}

void hdestroy(void)
{
	hdestroy_r(&global);
}

ENTRY *hsearch(ENTRY item, ACTION action)
{
	ENTRY *e;
	hsearch_r(item, action, &e, &global);
	return e;
}
