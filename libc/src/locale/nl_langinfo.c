#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include "locale_impl.h"

/* Every value is the C locale's, as glibc gives it; C.UTF-8 differs only
 * in its codeset. Day and month names are stored once, NUL-separated. */
static const char days[] =
	"Sun\0Mon\0Tue\0Wed\0Thu\0Fri\0Sat\0"
	"Sunday\0Monday\0Tuesday\0Wednesday\0Thursday\0Friday\0Saturday\0"
	"Jan\0Feb\0Mar\0Apr\0May\0Jun\0Jul\0Aug\0Sep\0Oct\0Nov\0Dec\0"
	"January\0February\0March\0April\0May\0June\0July\0August\0"
	"September\0October\0November\0December\0"
	"AM\0PM\0"
	"%a %b %e %H:%M:%S %Y\0%m/%d/%y\0%H:%M:%S\0%I:%M:%S %p\0";

/* The N-th string of the blob (time items 0..43). */
static const char *nth(int n)
{
	const char *s = days;
	while (n--) while (*s++);
	return s;
}

char *nl_langinfo_l(nl_item item, locale_t loc)
{
	int cat = item >> 16, idx = item & 0xffff;
	if (loc == LC_GLOBAL_LOCALE) loc = &__global_locale;
	/* NL_LOCALE_NAME(cat): the category's locale name; LC_ALL has
	 * none to give here (glibc answers "" too). */
	if (idx == 0xffff)
		return (unsigned)cat < LC_NCAT && cat != LC_ALL ? (char *)loc->cat[cat]->name : "";
	switch (cat) {
	case LC_CTYPE:
		if (idx == 14) return loc->cat[LC_CTYPE]->utf8 ? "UTF-8" : "ANSI_X3.4-1968";
		break;
	case LC_NUMERIC:
		if (idx == 0) return ".";
		break;
	case LC_TIME:
		if (idx < 44) return (char *)nth(idx);
		if (idx == 108) return "%a %b %e %H:%M:%S %Z %Y";
		if (idx >= 111 && idx < 123) return (char *)nth(26 + idx - 111);
		if (idx >= 135 && idx < 147) return (char *)nth(14 + idx - 135);
		break;
	case LC_MONETARY:
		if (idx == 15) return "-";
		break;
	case LC_MESSAGES:
		if (idx == 0) return "^[yY]";
		if (idx == 1) return "^[nN]";
		break;
	}
	return "";
}

char *nl_langinfo(nl_item item)
{
	return nl_langinfo_l(item, CURRENT_LOCALE);
}
