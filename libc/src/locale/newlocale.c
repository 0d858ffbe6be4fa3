#include <locale.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "locale_impl.h"

static int is_static(locale_t l)
{
	return l == &__c_locale || l == &__c_utf8_locale;
}

/* As glibc, BASE is modified and returned when it is a caller's object;
 * the fully C and fully C.UTF-8 results are shared static objects, so
 * newlocale(LC_ALL_MASK, "C", 0) never allocates or fails. */
locale_t newlocale(int mask, const char *name, locale_t base)
{
	struct __locale_struct tmp;
	const struct __locale_map *m;

	if ((mask & ~LC_ALL_MASK) || !name) { errno = EINVAL; return 0; }
	if (base == LC_GLOBAL_LOCALE) { errno = EINVAL; return 0; }
	tmp = base ? *base : __c_locale;
	for (int i = 0; i < LC_NCAT; i++) {
		if (i == LC_ALL || !(mask & 1 << i)) continue;
		if (!(m = __get_locale(i, name))) { errno = ENOENT; return 0; }
		tmp.cat[i] = m;
	}
	tmp.cat[LC_ALL] = tmp.cat[LC_CTYPE];

	const struct __locale_struct *shared = 0;
	if (!memcmp(&tmp, &__c_locale, sizeof tmp)) shared = &__c_locale;
	else if (!memcmp(&tmp, &__c_utf8_locale, sizeof tmp)) shared = &__c_utf8_locale;
	if (base && !is_static(base)) {
		if (shared) { free(base); return (locale_t)shared; }
		*base = tmp;
		return base;
	}
	if (shared) return (locale_t)shared;
	locale_t l = malloc(sizeof *l);
	if (!l) return 0;
	*l = tmp;
	return l;
}

void freelocale(locale_t l)
{
	if (l && l != LC_GLOBAL_LOCALE && !is_static(l)) free(l);
}

locale_t duplocale(locale_t old)
{
	if (old == LC_GLOBAL_LOCALE) old = &__global_locale;
	if (is_static(old)) return old;
	locale_t l = malloc(sizeof *l);
	if (l) *l = *old;
	return l;
}
