/* nl_langinfo(NL_LOCALE_NAME(cat)): each category's locale name, of a
 * newlocale()d object or of the global locale. gnulib's gl_locale_name
 * reads a thread's uselocale() locale this way (test-localename). */
#define _GNU_SOURCE
#include <locale.h>
#include <langinfo.h>
#include "check.h"

int main(void)
{
	locale_t u8 = newlocale(LC_ALL_MASK, "C.UTF-8", 0);
	if (!u8) SKIP("no C.UTF-8 locale on this system");
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_CTYPE), u8), "C.UTF-8");
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_MESSAGES), u8), "C.UTF-8");

	/* Only LC_CTYPE replaced: the other categories keep the base's. */
	locale_t mix = newlocale(LC_CTYPE_MASK, "C.UTF-8", newlocale(LC_ALL_MASK, "C", 0));
	CHECK(mix != 0);
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_CTYPE), mix), "C.UTF-8");
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_COLLATE), mix), "C");
	CHECK_STR(nl_langinfo_l(NL_LOCALE_NAME(LC_TIME), mix), "C");

	/* The thread's locale answers nl_langinfo once in use. */
	uselocale(mix);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C.UTF-8");
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_NUMERIC)), "C");
	uselocale(LC_GLOBAL_LOCALE);

	/* The global locale, category by category; LC_ALL has no name here. */
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_MESSAGES)), "C");
	CHECK(setlocale(LC_MESSAGES, "C.UTF-8") != 0);
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_MESSAGES)), "C.UTF-8");
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_CTYPE)), "C");
	CHECK_STR(nl_langinfo(NL_LOCALE_NAME(LC_ALL)), "");

	freelocale(mix);
	freelocale(u8);
	return check_done();
}
