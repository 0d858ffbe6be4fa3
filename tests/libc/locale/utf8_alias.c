#include <locale.h>
#include <stdlib.h>
#include "check.h"

/* polyport serves every *.UTF-8 name from its C.UTF-8 data; glibc needs
 * the named locale installed. */
int main(void)
{
	SKIP_UNLESS_POLYPORT("locale aliases onto C.UTF-8");
	CHECK_STR(setlocale(LC_ALL, "en_US.UTF-8"), "en_US.UTF-8");
	CHECK_INT(MB_CUR_MAX, 4);
	CHECK_STR(setlocale(LC_ALL, "de_DE.utf8@euro"), "de_DE.utf8@euro");
	CHECK_STR(setlocale(LC_ALL, "fr_FR"), 0);
	CHECK_STR(setlocale(LC_ALL, 0), "de_DE.utf8@euro");
	setenv("LANG", "ja_JP.UTF-8", 1);
	CHECK_STR(setlocale(LC_ALL, ""), "ja_JP.UTF-8");
	CHECK_INT(MB_CUR_MAX, 4);
	return check_done();
}
