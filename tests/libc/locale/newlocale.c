#define _GNU_SOURCE
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <errno.h>
#include <pthread.h>
#include "check.h"

/* glibc still says 6 for UTF-8 (pre-2003 UTF-8); we say 4, the real maximum. */
#ifdef __GLIBC__
#define UTF8_MAX 6
#else
#define UTF8_MAX 4
#endif

static locale_t u8;

static void *thr(void *arg)
{
	/* A new thread starts in the global locale, whatever its creator uses. */
	*(int *)arg = MB_CUR_MAX == 1 && uselocale(0) == LC_GLOBAL_LOCALE;
	uselocale(u8);
	return 0;
}

int main(void)
{
	locale_t c = newlocale(LC_ALL_MASK, "C", 0);
	CHECK(c != 0);
	u8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
	CHECK(u8 != 0);
	CHECK_STR(nl_langinfo_l(CODESET, u8), "UTF-8");
	CHECK_STR(nl_langinfo_l(CODESET, c), "ANSI_X3.4-1968");
	errno = 0;
	CHECK(newlocale(LC_ALL_MASK, "no_SUCH", 0) == 0);
	CHECK_INT(errno, ENOENT);
	errno = 0;
	CHECK(newlocale(1 << 30, "C", 0) == 0);
	CHECK_INT(errno, EINVAL);

	CHECK(uselocale(0) == LC_GLOBAL_LOCALE);
	CHECK(uselocale(u8) == LC_GLOBAL_LOCALE);
	CHECK(uselocale(0) == u8);
	CHECK_INT(MB_CUR_MAX, UTF8_MAX);
	CHECK_STR(nl_langinfo(CODESET), "UTF-8");
	CHECK_STR(setlocale(LC_CTYPE, 0), "C"); /* the global one is untouched */

	pthread_t t;
	int ok = 0;
	CHECK_INT(pthread_create(&t, 0, thr, &ok), 0);
	pthread_join(t, 0);
	CHECK(ok);
	CHECK(uselocale(0) == u8);

	CHECK(uselocale(LC_GLOBAL_LOCALE) == u8);
	CHECK_INT(MB_CUR_MAX, 1);

	/* Only LC_CTYPE from UTF-8, the rest C. */
	locale_t mix = newlocale(LC_CTYPE_MASK, "C.UTF-8", 0);
	CHECK(mix != 0);
	CHECK_STR(nl_langinfo_l(CODESET, mix), "UTF-8");
	locale_t d = duplocale(mix);
	CHECK(d != 0);
	mix = newlocale(LC_CTYPE_MASK, "C", mix);
	CHECK_STR(nl_langinfo_l(CODESET, mix), "ANSI_X3.4-1968");
	CHECK_STR(nl_langinfo_l(CODESET, d), "UTF-8");
	locale_t g = duplocale(LC_GLOBAL_LOCALE);
	CHECK(g != 0);
	CHECK_STR(nl_langinfo_l(CODESET, g), "ANSI_X3.4-1968");
	freelocale(g);
	freelocale(d);
	freelocale(mix);
	freelocale(u8);
	freelocale(c);
	return check_done();
}
