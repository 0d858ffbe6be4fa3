#ifndef LOCALE_IMPL_H
#define LOCALE_IMPL_H

#include <locale.h>
#include <stddef.h>
#include "libc.h"

/* Only two kinds of locale data exist: "C" (ASCII, single byte) and
 * "C.UTF-8". A category names one interned map; maps other than the two
 * built-in ones (aliases such as "en_US.UTF-8") carry the caller's name
 * for setlocale's answers and are never freed. */
#define LOCALE_NAME_MAX 63
#define LC_NCAT 13          /* glibc's numbering, LC_ALL (6) included */

struct __locale_map {
	const struct __locale_map *next;
	int utf8;
	char name[LOCALE_NAME_MAX + 1];
};

struct __locale_struct {
	const struct __locale_map *cat[LC_NCAT];
};

extern hidden const struct __locale_map __c_map, __utf8_map;
extern hidden struct __locale_struct __global_locale;
extern hidden const struct __locale_struct __c_locale, __c_utf8_locale;
extern hidden _Thread_local locale_t __thread_locale;

/* The map for NAME in category CAT ("" consults the environment), or
 * null for a name we cannot serve. */
hidden const struct __locale_map *__get_locale(int cat, const char *name);

#define CURRENT_LOCALE (__thread_locale ? __thread_locale : &__global_locale)
#define CURRENT_UTF8 (CURRENT_LOCALE->cat[LC_CTYPE]->utf8)
#define LOC_UTF8(loc) ((loc)->cat[LC_CTYPE]->utf8)
#define MB_CUR_MAX_NOW (CURRENT_UTF8 ? 4 : 1)

#endif
