#define _GNU_SOURCE
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include "check.h"

/* glibc still says 6 for UTF-8 (pre-2003 UTF-8); we say 4, the real maximum. */
#ifdef __GLIBC__
#define UTF8_MAX 6
#else
#define UTF8_MAX 4
#endif

int main(void)
{
	CHECK_STR(setlocale(LC_ALL, 0), "C");
	CHECK_INT(MB_CUR_MAX, 1);
	CHECK_STR(nl_langinfo(CODESET), "ANSI_X3.4-1968");
	CHECK_STR(setlocale(LC_ALL, "POSIX"), "C");
	CHECK(setlocale(LC_ALL, "xx_YY") == 0);
	CHECK(setlocale(LC_ALL, "de_DE.ISO-8859-1") == 0);
	CHECK(setlocale(LC_CTYPE, "/etc/passwd") == 0);
	CHECK_STR(setlocale(LC_ALL, 0), "C");

	CHECK_STR(setlocale(LC_ALL, "C.UTF-8"), "C.UTF-8");
	CHECK_INT(MB_CUR_MAX, UTF8_MAX);
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	CHECK_STR(setlocale(LC_NUMERIC, "C"), "C");
	CHECK_STR(setlocale(LC_NUMERIC, 0), "C");
	CHECK_STR(setlocale(LC_CTYPE, 0), "C.UTF-8");
	const char *mixed = "LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C.UTF-8;LC_COLLATE=C.UTF-8;"
		"LC_MONETARY=C.UTF-8;LC_MESSAGES=C.UTF-8;LC_PAPER=C.UTF-8;LC_NAME=C.UTF-8;"
		"LC_ADDRESS=C.UTF-8;LC_TELEPHONE=C.UTF-8;LC_MEASUREMENT=C.UTF-8;LC_IDENTIFICATION=C.UTF-8";
	CHECK_STR(setlocale(LC_ALL, 0), mixed);
	char saved[600];
	strcpy(saved, setlocale(LC_ALL, 0));
	CHECK_STR(setlocale(LC_ALL, "C"), "C");
	CHECK_INT(MB_CUR_MAX, 1);
	CHECK_STR(setlocale(LC_ALL, saved), mixed);
	CHECK_INT(MB_CUR_MAX, UTF8_MAX);
	CHECK_STR(setlocale(LC_ALL, "C.utf8"), "C.utf8");
	CHECK_INT(MB_CUR_MAX, UTF8_MAX);

	/* "" consults LC_ALL, then LC_xxx, then LANG. */
	setenv("LC_ALL", "", 1);
	setenv("LC_CTYPE", "C.UTF-8", 1);
	setenv("LANG", "C", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;"
		"LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;"
		"LC_MEASUREMENT=C;LC_IDENTIFICATION=C");
	setenv("LC_ALL", "C", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "C");
	setenv("LC_ALL", "nonexistent_XX", 1);
	CHECK(setlocale(LC_ALL, "") == 0);
	CHECK_STR(setlocale(LC_ALL, 0), "C");

	struct lconv *lc = localeconv();
	CHECK_STR(lc->decimal_point, ".");
	CHECK_STR(lc->thousands_sep, "");
	CHECK_STR(lc->grouping, "");
	CHECK_STR(lc->currency_symbol, "");
	CHECK_INT(lc->frac_digits, CHAR_MAX);
	CHECK_INT(lc->int_n_sign_posn, CHAR_MAX);

	CHECK_STR(nl_langinfo(RADIXCHAR), ".");
	CHECK_STR(nl_langinfo(THOUSEP), "");
	CHECK_STR(nl_langinfo(YESEXPR), "^[yY]");
	CHECK_STR(nl_langinfo(NOEXPR), "^[nN]");
	CHECK_STR(nl_langinfo(DAY_1), "Sunday");
	CHECK_STR(nl_langinfo(DAY_4), "Wednesday");
	CHECK_STR(nl_langinfo(ABDAY_7), "Sat");
	CHECK_STR(nl_langinfo(MON_9), "September");
	CHECK_STR(nl_langinfo(ABMON_12), "Dec");
	CHECK_STR(nl_langinfo(AM_STR), "AM");
	CHECK_STR(nl_langinfo(PM_STR), "PM");
	CHECK_STR(nl_langinfo(D_T_FMT), "%a %b %e %H:%M:%S %Y");
	CHECK_STR(nl_langinfo(D_FMT), "%m/%d/%y");
	CHECK_STR(nl_langinfo(T_FMT), "%H:%M:%S");
	CHECK_STR(nl_langinfo(T_FMT_AMPM), "%I:%M:%S %p");
	CHECK_STR(nl_langinfo(ERA), "");
	CHECK_STR(nl_langinfo(ALT_DIGITS), "");
	CHECK_STR(nl_langinfo(_DATE_FMT), "%a %b %e %H:%M:%S %Z %Y");
	CHECK_STR(nl_langinfo(ALTMON_3), "March");
	CHECK_STR(nl_langinfo(CRNCYSTR), "-");
	return check_done();
}
