#include <libintl.h>
#include <locale.h>
#include <string.h>
#include "check.h"

int main(void)
{
	const char *m = "hello";
	CHECK(gettext(m) == m);
	CHECK(dgettext("dom", m) == m);
	CHECK(dcgettext("dom", m, LC_MESSAGES) == m);
	CHECK_STR(ngettext("file", "files", 1), "file");
	CHECK_STR(ngettext("file", "files", 0), "files");
	CHECK_STR(ngettext("file", "files", 2), "files");
	CHECK_STR(dngettext("d", "file", "files", 1), "file");
	CHECK_STR(dcngettext("d", "file", "files", 5, LC_MESSAGES), "files");

	CHECK_STR(textdomain(0), "messages");
	CHECK_STR(textdomain("coreutils"), "coreutils");
	CHECK_STR(textdomain(0), "coreutils");
	CHECK_STR(textdomain(""), "messages");

	CHECK_STR(bindtextdomain("coreutils", "/opt/share/locale"), "/opt/share/locale");
	CHECK_STR(bindtextdomain("coreutils", 0), "/opt/share/locale");
	CHECK(bind_textdomain_codeset("coreutils", 0) == 0);
	CHECK_STR(bind_textdomain_codeset("coreutils", "UTF-8"), "UTF-8");
	CHECK_STR(bind_textdomain_codeset("coreutils", 0), "UTF-8");
	CHECK(bindtextdomain("", "/x") == 0);
	return check_done();
}
