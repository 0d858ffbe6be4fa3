#define _GNU_SOURCE
#include <locale.h>
#include <string.h>
#include <strings.h>
#include <stdlib.h>
#include "locale_impl.h"
#include "lock.h"

hidden const struct __locale_map __c_map = { .utf8 = 0, .name = "C" };
hidden const struct __locale_map __utf8_map = { .utf8 = 1, .name = "C.UTF-8" };

#define ALL(m) { .cat = { &m, &m, &m, &m, &m, &m, &m, &m, &m, &m, &m, &m, &m } }
hidden struct __locale_struct __global_locale = ALL(__c_map);
hidden const struct __locale_struct __c_locale = ALL(__c_map);
hidden const struct __locale_struct __c_utf8_locale = ALL(__utf8_map);

/* A thread starts with a zero TLS slot, which means the global locale:
 * no hook in thread creation is needed. */
hidden _Thread_local locale_t __thread_locale;

static const char *const envname[LC_NCAT] = {
	"LC_CTYPE", "LC_NUMERIC", "LC_TIME", "LC_COLLATE", "LC_MONETARY",
	"LC_MESSAGES", "LC_ALL", "LC_PAPER", "LC_NAME", "LC_ADDRESS",
	"LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION",
};

static const struct __locale_map *aliases;
static volatile int lock[1];

/* "UTF-8", "utf8", "UTF8", "utf-8" in any case: the spellings glibc
 * normalises to the same codeset. */
static int is_utf8(const char *s, size_t n)
{
	return (n == 5 && !strncasecmp(s, "utf-8", 5)) || (n == 4 && !strncasecmp(s, "utf8", 4));
}

hidden const struct __locale_map *__get_locale(int cat, const char *name)
{
	if (!*name) {
		/* POSIX order: LC_ALL, then the category's variable, then LANG;
		 * empty values do not count. */
		const char *v = getenv("LC_ALL");
		if (!v || !*v) v = getenv(envname[cat]);
		if (!v || !*v) v = getenv("LANG");
		name = v && *v ? v : "C";
	}
	if (!strcmp(name, "C") || !strcmp(name, "POSIX")) return &__c_map;
	if (!strcmp(name, "C.UTF-8")) return &__utf8_map;

	/* language[_territory].codeset[@modifier]: only a UTF-8 codeset can
	 * be served, by the C.UTF-8 data. Paths are never locale names. */
	size_t len = strlen(name);
	if (len > LOCALE_NAME_MAX || strchr(name, '/') || strchr(name, ';')) return 0;
	const char *dot = strchr(name, '.');
	if (!dot) return 0;
	const char *at = strchrnul(dot, '@');
	if (!is_utf8(dot + 1, at - dot - 1)) return 0;

	const struct __locale_map *m;
	LOCK(lock);
	for (m = aliases; m && strcmp(m->name, name); m = m->next);
	if (!m) {
		struct __locale_map *n = malloc(sizeof *n);
		if (n) {
			n->utf8 = 1;
			memcpy(n->name, name, len + 1);
			n->next = aliases;
			aliases = m = n;
		}
	}
	UNLOCK(lock);
	return m;
}
