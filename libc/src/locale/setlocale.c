#define _GNU_SOURCE
#include <locale.h>
#include <string.h>
#include "locale_impl.h"
#include "lock.h"

static const char *const catname[LC_NCAT] = {
	"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
	"LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS",
	"LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION",
};

/* Long enough for every category spelled out with a maximal name. */
static char allbuf[LC_NCAT * (LOCALE_NAME_MAX + 20)];
static volatile int lock[1];

/* The LC_ALL answer: one name when all categories agree, else glibc's
 * "LC_CTYPE=...;LC_NUMERIC=...;..." which setlocale accepts back. */
static char *all_name(const struct __locale_struct *l)
{
	int same = 1;
	for (int i = 0; i < LC_NCAT; i++)
		if (i != LC_ALL && strcmp(l->cat[i]->name, l->cat[0]->name)) same = 0;
	if (same) return (char *)l->cat[0]->name;
	char *p = allbuf;
	for (int i = 0; i < LC_NCAT; i++) {
		if (i == LC_ALL) continue;
		if (p != allbuf) *p++ = ';';
		p = stpcpy(stpcpy(stpcpy(p, catname[i]), "="), l->cat[i]->name);
	}
	return allbuf;
}

/* Parses a composite LC_ALL string into m; 0 on success. */
static int parse_all(const char *s, const struct __locale_map **m)
{
	char name[LOCALE_NAME_MAX + 1];
	while (*s) {
		const char *eq = strchr(s, '='), *end;
		int i;
		if (!eq) return -1;
		for (i = 0; i < LC_NCAT; i++)
			if (i != LC_ALL && strlen(catname[i]) == (size_t)(eq - s)
			    && !memcmp(catname[i], s, eq - s)) break;
		if (i == LC_NCAT) return -1;
		end = strchrnul(eq + 1, ';');
		if ((size_t)(end - eq - 1) > LOCALE_NAME_MAX || end == eq + 1) return -1;
		memcpy(name, eq + 1, end - eq - 1);
		name[end - eq - 1] = 0;
		if (!(m[i] = __get_locale(i, name))) return -1;
		s = *end ? end + 1 : end;
	}
	return 0;
}

char *setlocale(int cat, const char *name)
{
	const struct __locale_map *m[LC_NCAT];
	char *r;

	if ((unsigned)cat >= LC_NCAT) return 0;
	LOCK(lock);
	if (!name) {
		r = cat == LC_ALL ? all_name(&__global_locale) : (char *)__global_locale.cat[cat]->name;
		UNLOCK(lock);
		return r;
	}
	if (cat != LC_ALL) {
		const struct __locale_map *x = __get_locale(cat, name);
		if (!x) { UNLOCK(lock); return 0; }
		__global_locale.cat[cat] = x;
		r = (char *)x->name;
		UNLOCK(lock);
		return r;
	}
	/* All or nothing: resolve every category before changing any. */
	for (int i = 0; i < LC_NCAT; i++) m[i] = __global_locale.cat[i];
	if (strchr(name, '=')) {
		if (parse_all(name, m)) { UNLOCK(lock); return 0; }
	} else {
		for (int i = 0; i < LC_NCAT; i++)
			if (!(m[i] = __get_locale(i, name))) { UNLOCK(lock); return 0; }
	}
	m[LC_ALL] = m[LC_CTYPE];
	for (int i = 0; i < LC_NCAT; i++) __global_locale.cat[i] = m[i];
	r = all_name(&__global_locale);
	UNLOCK(lock);
	return r;
}
