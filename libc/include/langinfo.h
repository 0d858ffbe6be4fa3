#ifndef _LANGINFO_H
#define _LANGINFO_H

#include <features.h>
#include <nl_types.h>

#define __NEED_locale_t
#include <bits/alltypes.h>

/* Item numbers are glibc's: category << 16 | index. */
#define __NL_ITEM(cat, i) ((cat) << 16 | (i))

#define CODESET     __NL_ITEM(0, 14)

#ifdef _GNU_SOURCE
/* The name of category CAT's locale (glibc's and musl's item): what
 * gnulib's gl_locale_name asks a thread's uselocale() locale for. */
#define NL_LOCALE_NAME(cat) __NL_ITEM((cat), 0xffff)
#endif

#define RADIXCHAR   __NL_ITEM(1, 0)
#define THOUSEP     __NL_ITEM(1, 1)
#define __GROUPING  __NL_ITEM(1, 2)

#define ABDAY_1     __NL_ITEM(2, 0)
#define ABDAY_2     __NL_ITEM(2, 1)
#define ABDAY_3     __NL_ITEM(2, 2)
#define ABDAY_4     __NL_ITEM(2, 3)
#define ABDAY_5     __NL_ITEM(2, 4)
#define ABDAY_6     __NL_ITEM(2, 5)
#define ABDAY_7     __NL_ITEM(2, 6)
#define DAY_1       __NL_ITEM(2, 7)
#define DAY_2       __NL_ITEM(2, 8)
#define DAY_3       __NL_ITEM(2, 9)
#define DAY_4       __NL_ITEM(2, 10)
#define DAY_5       __NL_ITEM(2, 11)
#define DAY_6       __NL_ITEM(2, 12)
#define DAY_7       __NL_ITEM(2, 13)
#define ABMON_1     __NL_ITEM(2, 14)
#define ABMON_2     __NL_ITEM(2, 15)
#define ABMON_3     __NL_ITEM(2, 16)
#define ABMON_4     __NL_ITEM(2, 17)
#define ABMON_5     __NL_ITEM(2, 18)
#define ABMON_6     __NL_ITEM(2, 19)
#define ABMON_7     __NL_ITEM(2, 20)
#define ABMON_8     __NL_ITEM(2, 21)
#define ABMON_9     __NL_ITEM(2, 22)
#define ABMON_10    __NL_ITEM(2, 23)
#define ABMON_11    __NL_ITEM(2, 24)
#define ABMON_12    __NL_ITEM(2, 25)
#define MON_1       __NL_ITEM(2, 26)
#define MON_2       __NL_ITEM(2, 27)
#define MON_3       __NL_ITEM(2, 28)
#define MON_4       __NL_ITEM(2, 29)
#define MON_5       __NL_ITEM(2, 30)
#define MON_6       __NL_ITEM(2, 31)
#define MON_7       __NL_ITEM(2, 32)
#define MON_8       __NL_ITEM(2, 33)
#define MON_9       __NL_ITEM(2, 34)
#define MON_10      __NL_ITEM(2, 35)
#define MON_11      __NL_ITEM(2, 36)
#define MON_12      __NL_ITEM(2, 37)
#define AM_STR      __NL_ITEM(2, 38)
#define PM_STR      __NL_ITEM(2, 39)
#define D_T_FMT     __NL_ITEM(2, 40)
#define D_FMT       __NL_ITEM(2, 41)
#define T_FMT       __NL_ITEM(2, 42)
#define T_FMT_AMPM  __NL_ITEM(2, 43)
#define ERA         __NL_ITEM(2, 44)
#define __ERA_YEAR  __NL_ITEM(2, 45)
#define ERA_D_FMT   __NL_ITEM(2, 46)
#define ALT_DIGITS  __NL_ITEM(2, 47)
#define ERA_D_T_FMT __NL_ITEM(2, 48)
#define ERA_T_FMT   __NL_ITEM(2, 49)
#ifdef _GNU_SOURCE
#define _DATE_FMT   __NL_ITEM(2, 108)
#endif
/* Stand-alone month names (glibc 2.27+): the same as MON_x in C. */
#define ALTMON_1    __NL_ITEM(2, 111)
#define ALTMON_2    __NL_ITEM(2, 112)
#define ALTMON_3    __NL_ITEM(2, 113)
#define ALTMON_4    __NL_ITEM(2, 114)
#define ALTMON_5    __NL_ITEM(2, 115)
#define ALTMON_6    __NL_ITEM(2, 116)
#define ALTMON_7    __NL_ITEM(2, 117)
#define ALTMON_8    __NL_ITEM(2, 118)
#define ALTMON_9    __NL_ITEM(2, 119)
#define ALTMON_10   __NL_ITEM(2, 120)
#define ALTMON_11   __NL_ITEM(2, 121)
#define ALTMON_12   __NL_ITEM(2, 122)
#define _NL_ABALTMON_1 __NL_ITEM(2, 135)
#define _NL_ABALTMON_12 __NL_ITEM(2, 146)

#define CRNCYSTR    __NL_ITEM(4, 15)

#define YESEXPR     __NL_ITEM(5, 0)
#define NOEXPR      __NL_ITEM(5, 1)
#define YESSTR      __NL_ITEM(5, 2)
#define NOSTR       __NL_ITEM(5, 3)

__BEGIN_DECLS

char *nl_langinfo(nl_item);
char *nl_langinfo_l(nl_item, locale_t);

__END_DECLS

#endif
